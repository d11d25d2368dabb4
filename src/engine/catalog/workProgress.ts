/** how far the work is: bytes of the file read, entities of the catalog gone through, or description requests answered */
export interface WorkProgress {
  phase: 'reading' | 'deletions' | 'exporting' | 'descriptions';
  done: number;
  total: number;
}
