/** A segments file's element: a fixed or dynamic segment, its members written apart. */
import { segmentCodePattern, segmentStatuses, segmentTypes } from '../../../contract/terms';
import { foundValue } from '../problems';
import { required, type ElementChecker, type Obj, type StringRule } from '../elementChecker';

const segmentName: StringRule = { required: true, max: 255 };
const segmentDescription: StringRule = { max: 1000 };

/** The contract's segment create model (the public specs have none): code, name, type, status, description; a dynamic one's rule. */
export const checkSegment = (c: ElementChecker, el: Obj) => {
  if (typeof el.code === 'string' && el.code.length > 0 && !segmentCodePattern.test(el.code)) c.add('code', 'segmentCodePattern', foundValue(el.code));
  c.string('name', el.name, segmentName);
  if (typeof el.name === 'string' && el.name.length > 0 && el.name.trim().length === 0) c.add('name', 'emptyText');
  c.enumValue('type', el.type, segmentTypes, required);
  c.enumValue('status', el.status, segmentStatuses);
  c.string('description', el.description, segmentDescription);
  if (el.type === 'fixed' && el.rule !== undefined) c.add('rule', 'ruleOnFixedSegment');
  if (el.members !== undefined) c.add('members', 'membersInSegmentFile');
};
