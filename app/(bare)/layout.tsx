/**
 * Pages without the site header (seed 001 §2: /icon-test and /interactive-demo have no header; the
 * printable technical data sheets neither): the page itself decides what sits above its content.
 */
export default function BareLayout({ children }: { children: React.ReactNode }) {
  return (
    <main id="main" tabIndex={-1} className="outline-none">
      {children}
    </main>
  );
}
