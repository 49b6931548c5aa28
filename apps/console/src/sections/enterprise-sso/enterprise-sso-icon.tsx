/** A building with a key: the enterprise SSO section in the sidebar (decorative). */
export const EnterpriseSsoIcon = () => (
  <svg
    width={20}
    height={20}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={1.8}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden
    focusable={false}
  >
    <path d="M4 21V5l8-2v18M12 9h8v12M4 21h17M7.5 8h1M7.5 12h1M7.5 16h1M15.5 13h1M15.5 17h1" />
  </svg>
);
