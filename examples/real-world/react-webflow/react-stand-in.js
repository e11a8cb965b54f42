// Stand-in for the React bundle the original page loads from its author's demo site
// (asset-manifest.json on react-webflow-memberstack.jasiek.net, out of reach here): it defines
// window.REACT_RENDER and fires REACTLoaded, and its "table" shows the signed-in member's e-mail,
// read through window.$memberstackDom as the original's React components do.
(function () {
  window.REACT_RENDER = function (id) {
    var root = document.getElementById(id);
    window.$memberstackDom.getCurrentMember().then(function (res) {
      root.textContent = res.data ? 'Member table for ' + res.data.auth.email : 'No member';
    });
  };
  document.dispatchEvent(new Event('REACTLoaded'));
})();
