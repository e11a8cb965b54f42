/**
 * The web fonts arrive after the page (docs/architecture.md "Fonts"): their sheet is linked with
 * `media="print"`, which the browser fetches without waiting for it and without applying it, and
 * this inline script applies it once the load event has passed. Until then the page is drawn in
 * the metric-matched fallbacks (@wf/ui/fonts.css), so the swap moves nothing, and the two font
 * files (86 KB) never share a phone's bandwidth with the page's largest image.
 */

/** The id of the web fonts' `<link>`. */
export const WEB_FONTS_ID = 'wf-web-fonts';

/** Applies the web fonts' sheet after the load event (at once if it has passed). */
export const lateWebFontsScript = `(function(){var l=document.getElementById(${JSON.stringify(WEB_FONTS_ID)});if(!l)return;function a(){l.media='all'}if(document.readyState==='complete')a();else addEventListener('load',a,{once:true})})();`;
