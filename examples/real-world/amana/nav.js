/* Reproduces the pattern of AmanaAktien/AmanaAktien.github.io nav.js (commit 3d6a23e): a
   hand-written static site whose every page includes this one script, which loads Memberstack
   2.0 itself and builds the header (with #/ms/login and #/ms/signup links that also carry
   data-ms-modal) into the page when the document is parsed. Written anew: the repository has no
   licence. Google Analytics is left out; the install's data-memberstack-app is the corpus app's
   (the original put a public key, pk_..., there). */

/* ── 1. MEMBERSTACK 2.0 ── */
(function loadMemberstack() {
  const s = document.createElement('script');
  s.src = 'https://static.memberstack.com/scripts/v1/memberstack.js';
  s.defer = true;
  s.setAttribute('data-memberstack-app', 'app_real-world-corpus');
  document.head.appendChild(s);
})();

(function () {
  'use strict';

  /* ── Theme ── */
  const THEME_KEY = 'aa_theme';
  function applyTheme(theme) {
    document.documentElement.setAttribute('data-theme', theme);
    localStorage.setItem(THEME_KEY, theme);
    const btn = document.getElementById('aa-theme-btn');
    if (btn) {
      btn.setAttribute('aria-label', theme === 'dark' ? 'Helles Design aktivieren' : 'Dunkles Design aktivieren');
      btn.textContent = theme === 'dark' ? '☀️' : '🌙';
    }
  }
  function toggleTheme() {
    const current = document.documentElement.getAttribute('data-theme') || 'dark';
    applyTheme(current === 'dark' ? 'light' : 'dark');
  }
  document.documentElement.setAttribute('data-theme', localStorage.getItem(THEME_KEY) || 'dark');

  /* ── Styles ── */
  const style = document.createElement('style');
  style.textContent = `
    :root, [data-theme="dark"] { --bg:#0D0D0D; --bg2:#161616; --text:#E8E4DC; --text2:#bbb; --muted:#9a9a9a;
      --border:rgba(201,168,76,.2); --gold:#C9A84C; --gold-glow:rgba(201,168,76,.12); --nav-bg:rgba(13,13,13,.96); }
    [data-theme="light"] { --bg:#F8F6F1; --bg2:#FFFFFF; --text:#1A1814; --text2:#444; --muted:#595959;
      --border:rgba(160,120,48,.25); --gold:#7A5C20; --gold-glow:rgba(160,120,48,.1); --nav-bg:rgba(248,246,241,.97); }
    body { background:var(--bg); color:var(--text); margin:0; font-family: Georgia, serif; }
    #aa-nav { position:sticky; top:0; z-index:200; background:var(--nav-bg); border-bottom:1px solid var(--border); padding:0 2rem; }
    .aa-nav-inner { max-width:1100px; margin:0 auto; display:flex; align-items:center; justify-content:space-between; height:62px; gap:1rem; }
    .aa-nav-brand { display:flex; align-items:center; gap:.75rem; text-decoration:none; color:var(--text); }
    .aa-nav-logo { width:36px; height:36px; border-radius:6px; background:var(--gold); display:grid; place-items:center; color:#0D0D0D; }
    .aa-brand-title { font-weight:700; }
    .aa-brand-sub { font-size:.6rem; letter-spacing:.22em; text-transform:uppercase; color:var(--gold); }
    .aa-nav-links { display:flex; align-items:center; gap:.25rem; list-style:none; margin:0; padding:0; }
    .aa-nav-links a { font-size:.85rem; font-weight:600; padding:.45rem .9rem; border-radius:4px; color:var(--text2); text-decoration:none; }
    .aa-nav-links a.aa-nav-active { color:var(--gold); background:var(--gold-glow); }
    .aa-nav-right { display:flex; align-items:center; gap:.5rem; }
    #aa-theme-btn { background:var(--bg2); border:1px solid var(--border); border-radius:20px; padding:.3rem .7rem; cursor:pointer; }
    .aa-nav-cta { font-size:.8rem; font-weight:700; padding:.42rem 1rem; border-radius:4px; background:var(--gold); color:#0D0D0D !important; text-decoration:none; }
  `;
  document.head.appendChild(style);

  const page = window.location.pathname.split('/').pop() || 'index.html';
  const isActive = (href) => (page === href ? 'class="aa-nav-active"' : '');
  const currentTheme = document.documentElement.getAttribute('data-theme') || 'dark';

  const navHTML = `
  <nav id="aa-nav" aria-label="Hauptnavigation">
    <div class="aa-nav-inner">
      <a href="index.html" class="aa-nav-brand" aria-label="Amana Aktien Startseite">
        <div class="aa-nav-logo" aria-hidden="true">☪</div>
        <div>
          <div class="aa-brand-title">Amana Aktien</div>
          <div class="aa-brand-sub">Halal Investieren</div>
        </div>
      </a>
      <ul class="aa-nav-links" role="list">
        <li><a href="index.html" ${isActive('index.html')}>Halal Aktienanalysen</a></li>
        <li><a href="#/ms/login" data-ms-modal="login">Login</a></li>
      </ul>
      <div class="aa-nav-right">
        <button id="aa-theme-btn" aria-label="${currentTheme === 'dark' ? 'Helles Design aktivieren' : 'Dunkles Design aktivieren'}">${currentTheme === 'dark' ? '☀️' : '🌙'}</button>
        <a href="#/ms/signup" data-ms-modal="signup" class="aa-nav-cta">☪ Premium</a>
      </div>
    </div>
  </nav>`;

  function injectNav() {
    const placeholder = document.getElementById('site-nav');
    if (placeholder) placeholder.outerHTML = navHTML;
    else document.body.insertAdjacentHTML('afterbegin', navHTML);
    const themeBtn = document.getElementById('aa-theme-btn');
    if (themeBtn) themeBtn.addEventListener('click', toggleTheme);
  }

  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', injectNav);
  else injectNav();
})();
