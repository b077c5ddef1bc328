// The Help & Support elements on an AEM page. AEM writes a client library's js as a classic
// <script>, and the elements are ES modules: this starts their autoloader with import() from
// the library's proxied resources. Once per page, even with both categories included: the
// first to run wins, as a second build would only find the tags defined already.
(function () {
  'use strict';
  var started = Symbol.for('help-and-support.aem-loader');
  if (window[started]) return;
  window[started] = true;
  // The build writes the proxied path of the autoloader here.
  import('__AUTOLOADER__').catch(function (error) {
    // The page's monitoring hears of it as of any failure of the elements (src/report).
    var reporter = window[Symbol.for('help-and-support.reporter')];
    if (typeof reporter === 'function') reporter(error, { action: 'loading the Help & Support elements' });
    else console.error(error);
  });
})();
