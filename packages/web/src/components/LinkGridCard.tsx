/** A card of equal links, each with a line icon, a name and a short hint (quick tools, practice). */
import { Link } from 'react-router-dom';
import './link-grid.css';

export interface GridLink {
  id: string;
  path: string;
  name: string;
  hint: string;
  /** SVG path data on a 24×24 grid, drawn as a 2 px line. */
  icon: string;
}

export function LinkGridCard({
  title,
  links,
  testId,
  prefix,
}: {
  title: string;
  links: readonly GridLink[];
  testId: string;
  prefix: string;
}) {
  return (
    <section className="card" data-testid={testId}>
      <h2 className="card__title">{title}</h2>
      <div
        className="link-grid__links"
        // Three links in a row; four (or any count not a multiple of three) two by two.
        style={{ gridTemplateColumns: `repeat(${links.length % 3 === 0 ? 3 : 2}, 1fr)` }}
      >
        {links.map((l) => (
          <Link key={l.id} to={l.path} className="link-grid__link" data-testid={`${prefix}-${l.id}`}>
            <span className="link-grid__icon" aria-hidden="true">
              <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
                <path d={l.icon} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </span>
            <span className="link-grid__name">{l.name}</span>
            <span className="link-grid__hint">{l.hint}</span>
          </Link>
        ))}
      </div>
    </section>
  );
}
