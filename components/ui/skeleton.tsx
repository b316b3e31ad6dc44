interface SkeletonListProps {
  /** How many placeholder rows to draw. */
  rows?: number;
  /** What is loading, for screen readers ("Loading your feed"). */
  label: string;
}

/** Grey placeholder rows shown while the first answer is on its way. */
export function SkeletonList({ rows = 4, label }: SkeletonListProps) {
  return (
    <div role="status" aria-live="polite" aria-busy="true">
      <span class="wk-visually-hidden">{label}</span>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} style={{ padding: '8px 0' }} aria-hidden="true">
          <div class="wk-skeleton" style={{ height: '12px', width: `${70 - (index % 3) * 15}%` }} />
          <div class="wk-skeleton" style={{ height: '10px', width: '40%', marginTop: '6px' }} />
        </div>
      ))}
    </div>
  );
}
