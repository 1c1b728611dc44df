/** The meridian mark: a globe with one meridian line. */
export function BrandLogo({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="14" fill="#0b4f6c" />
      <ellipse cx="16" cy="16" rx="6" ry="14" fill="none" stroke="#f5b700" strokeWidth="2" />
      <path d="M2 16h28" stroke="#ffffff" strokeWidth="1.5" />
    </svg>
  );
}
