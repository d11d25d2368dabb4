/** Full and partial, explained once for every slot; each slot's choice points here. */
export function StrategyGuide({ id }: { id: string }) {
  return (
    <div id={id} className="wizard-guide">
      <p>
        <strong>Full</strong>: the file is the complete set of its kind; whatever of that kind is not in it is deleted (you confirm the deletions first).{' '}
        <strong>Partial</strong>: only the elements in the file change; an element with <code>"importType": "D"</code> is deleted.
      </p>
    </div>
  );
}
