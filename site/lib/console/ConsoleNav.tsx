/**
 * The console's navigation between its screens, shown above each screen once the member is
 * known to be an administrator (docs/console.md). The current screen is marked for assistive
 * technology with aria-current and for the eye with an underline, not colour alone.
 */
import { CONSOLE_SCREENS } from './screens.ts';
import './ConsoleNav.css';

export interface ConsoleNavProps {
  /** The path of the screen being shown. */
  current: string;
  /**
   * Whether the console runs the site's own app (the default): the screens of the site itself
   * (its videos) are listed then only, not in an app created here (docs/console.md "Apps").
   */
  siteApp?: boolean;
}

export function ConsoleNav({ current, siteApp = true }: ConsoleNavProps) {
  return (
    <nav className="wf-console-nav" aria-label="Console">
      <ul className="wf-console-nav__list">
        {CONSOLE_SCREENS.filter((screen) => siteApp || !screen.siteOnly).map((screen) => (
          <li key={screen.href}>
            <a
              className="wf-console-nav__link"
              href={screen.href}
              aria-current={screen.href === current ? 'page' : undefined}
            >
              {screen.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
