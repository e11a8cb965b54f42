// Reproduces the pattern of ajcryan/JICSSPrivateSite public/assets/common.js (commit 4211b3c): a
// hand-written site whose one shared script loads Memberstack 2.0 itself (data-memberstack-app only)
// and fills the page's header and footer placeholders when the document is parsed, with gated
// WHITE PAPERS, Login and Logout links. Written anew: the repository has no licence. The site's
// absolute paths (/whitepapers/, /assets/) are moved under /examples/real-world/jicss/; the logo
// is a local image.

// Load Memberstack 2.0 library
(function() {
  const script = document.createElement('script');
  script.src = 'https://static.memberstack.com/scripts/v2/memberstack.js';
  script.setAttribute('data-memberstack-app', 'app_real-world-corpus');
  script.type = 'text/javascript';
  document.head.appendChild(script);
})();

const SITE = '/examples/real-world/jicss';

// Header component
const headerHTML = `
<header class="header">
  <div class="header-container">
    <div class="header-left">
      <a href="${SITE}/index.html">
        <img src="${SITE}/assets/logo.svg" alt="JICSS" class="logo">
      </a>
      <a href="${SITE}/index.html" class="header-title">Japan Institute for CyberSpace Studies</a>
    </div>
    <button class="hamburger" id="hamburger" aria-label="Toggle menu">
      <span></span>
      <span></span>
      <span></span>
    </button>
    <nav class="nav" id="nav">
      <a data-ms-content="members" href="${SITE}/whitepapers/">WHITE PAPERS</a>
      <a href="${SITE}/index.html#mission">MISSION</a>
      <a href="${SITE}/index.html#team">TEAM</a>
      <a data-ms-content="!members" data-ms-modal="login" href="#">Login</a>
      <a data-ms-content="members" data-ms-action="logout" href="#">Logout</a>
    </nav>
  </div>
</header>
`;

// Footer component with dynamic year
const footerHTML = `
<footer class="footer">
  <div class="footer-container">
    <p>&copy; <span id="copyright-year"></span> Japan Institute for Cyberspace Studies. All rights reserved.</p>
  </div>
</footer>
`;

// Insert on page load
document.addEventListener('DOMContentLoaded', function() {
  const headerPlaceholder = document.getElementById('header-placeholder');
  const footerPlaceholder = document.getElementById('footer-placeholder');

  if (headerPlaceholder) {
    headerPlaceholder.innerHTML = headerHTML;
    const hamburger = document.getElementById('hamburger');
    const nav = document.getElementById('nav');
    if (hamburger && nav) {
      hamburger.addEventListener('click', function() {
        nav.classList.toggle('active');
        hamburger.classList.toggle('active');
      });
    }
  }

  if (footerPlaceholder) {
    footerPlaceholder.innerHTML = footerHTML;
    document.getElementById('copyright-year').textContent = new Date().getFullYear();
  }
});
