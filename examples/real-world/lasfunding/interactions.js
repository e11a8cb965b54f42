// Stand-in for Webflow's interactions (webflow.js, data-w-id): the log-in links open the page's
// own modal, its close buttons hide it, and its links switch between the log-in and sign-up
// panels. Written for this corpus; the original site got this from Webflow's IX2 runtime.
document.addEventListener('DOMContentLoaded', function () {
  var modal = document.querySelector('.modal-wrapper');
  var login = document.querySelector('.form-container.login');
  var signup = document.querySelector('.form-container.sign-up');
  function show(panel) {
    modal.style.display = 'flex';
    modal.style.opacity = '1';
    login.style.display = panel === login ? 'block' : 'none';
    login.style.opacity = '1';
    signup.style.display = panel === signup ? 'block' : 'none';
  }
  document.querySelectorAll('.sign-in.login, .button-primary.login').forEach(function (link) {
    link.addEventListener('click', function (event) { event.preventDefault(); show(login); });
  });
  document.querySelectorAll('.link.login').forEach(function (link) {
    link.addEventListener('click', function (event) { event.preventDefault(); show(login); });
  });
  document.querySelectorAll('.text-block-15 .link:not(.login)').forEach(function (link) {
    link.addEventListener('click', function (event) { event.preventDefault(); show(signup); });
  });
  document.querySelectorAll('.close-modal-button').forEach(function (button) {
    button.addEventListener('click', function () { modal.style.display = 'none'; });
  });
});
