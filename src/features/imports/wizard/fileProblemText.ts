import { formatCount } from '@/i18n/format';
import type { FileProblem } from '@/features/imports/checker/checkResult';
import { describePosition } from '@/importFormat/textPosition';

/** Where in the file a problem is, as a merchant finds it in an editor: "line 13, column 5, in element 2". */
const whereInFile = ({ position, elementIndex }: FileProblem) =>
  [position && describePosition(position), elementIndex !== null && `in element ${formatCount(elementIndex + 1)}`].filter(Boolean).join(', ');

/** The problem with its place: "Expected ',' … (line 13, column 5, in element 2)". */
export const describeFileProblem = (problem: FileProblem) => {
  const where = whereInFile(problem);
  return where ? `${problem.message} (${where})` : problem.message;
};
