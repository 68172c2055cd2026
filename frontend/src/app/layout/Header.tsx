import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';

const NAV = [
  { to: '/gallery', label: 'Gallery' },
  { to: '/leaderboard', label: 'Leaderboard' },
  { to: '/design-principles', label: 'Design Principles' },
  { to: '/how-it-works', label: 'How it Works' },
] as const;

export function Header() {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    setOpen(false);
  }, [location.pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        toggle.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const links = (
    <>
      {NAV.map((item) => (
        <li key={item.to}>
          <NavLink to={item.to} className="nav__link">
            {item.label}
          </NavLink>
        </li>
      ))}
      <li>
        <Link to="/" className="btn btn--primary btn--sm nav__cta">
          Get Roasted
        </Link>
      </li>
    </>
  );

  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link to="/" className="brand" aria-label="UGH Score home">
          <span className="brand__mark" aria-hidden="true">
            UGH
          </span>{' '}
          <span className="brand__name" aria-hidden="true">
            Score
          </span>
        </Link>
        <nav aria-label="Main" className="nav nav--desktop">
          <ul className="nav__list">{links}</ul>
        </nav>
        <button
          ref={toggle}
          type="button"
          className="nav__toggle"
          aria-expanded={open}
          aria-controls="mobile-menu"
          onClick={() => setOpen((o) => !o)}
        >
          <span aria-hidden="true" className="nav__burger" />
          <span className="visually-hidden">{open ? 'Close menu' : 'Open menu'}</span>
        </button>
      </div>
      {/* The list sits inside the page container, so the links line up with the logo above them. */}
      <nav id="mobile-menu" aria-label="Mobile" className="nav nav--mobile" hidden={!open}>
        <div className="container">
          <ul className="nav__list">{links}</ul>
        </div>
      </nav>
    </header>
  );
}
