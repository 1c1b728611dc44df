// The framework floor of bench:lighthouse: the smallest Next.js page, with the site's version of
// Next.js and React, so a run shows what the framework alone scores on the same machine.
export const metadata = {
  title: 'Study abroad',
  description: 'One heading and one paragraph on the bare framework, for comparison with the site.',
};

export default function RootLayout({ children }) {
  return (
    <html lang="en-IN">
      <body>{children}</body>
    </html>
  );
}
