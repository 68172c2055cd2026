import { Link } from 'react-router-dom';

const COLUMNS = [
  {
    title: 'Product',
    links: [
      ['/', 'Get Roasted'],
      ['/gallery', 'Gallery'],
      ['/leaderboard', 'Leaderboard'],
      ['/how-it-works', 'How it Works'],
      ['/pricing', 'Pricing'],
      ['/beta-features', 'Beta Features'],
      ['/release-logs', 'Release Logs'],
    ],
  },
  {
    title: 'Design Education',
    links: [
      ['/design-principles', 'Design Principles'],
      ['/design-principles/visual-hierarchy', 'Visual Hierarchy'],
      ['/design-principles/typography', 'Typography'],
      ['/design-principles/color-theory', 'Color Theory'],
    ],
  },
  {
    title: 'Industry Analysis',
    links: [
      ['/industries/saas-technology', 'SaaS & Technology'],
      ['/industries/creative-design', 'Creative & Design'],
      ['/industries/ecommerce-retail', 'E-commerce & Retail'],
      ['/industries/professional-services', 'Professional Services'],
    ],
  },
  {
    title: 'Support',
    links: [
      ['/faq', 'FAQ'],
      ['/contact', 'Contact'],
      ['/privacy', 'Privacy'],
      ['/terms', 'Terms'],
    ],
  },
] as const;

export function Footer() {
  return (
    <footer className="site-footer">
      <div className="container">
        <div className="site-footer__columns">
          {COLUMNS.map((column) => (
            <nav key={column.title} aria-label={column.title} className="site-footer__column">
              <h2 className="site-footer__title">{column.title}</h2>
              <ul>
                {column.links.map(([to, label]) => (
                  <li key={to}>
                    <Link to={to}>{label}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <p className="site-footer__copy">
          © 2025 UGH Score. Measured, funny, accurate. Higher scores are worse; we are sorry.
        </p>
      </div>
    </footer>
  );
}
