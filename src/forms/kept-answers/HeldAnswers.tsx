/** The answers a lead holds (leads/kept-answers/received.ts), as a list: what is kept, or what was received. */
export function HeldAnswers({ held }: { held: readonly [string, string][] }) {
  if (held.length === 0) return null;
  return (
    <ul className="help-list">
      {held.map(([label, value]) => (
        <li key={label}>
          {label}: <strong>{value}</strong>
        </li>
      ))}
    </ul>
  );
}
