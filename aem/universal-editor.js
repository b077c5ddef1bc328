// The Help & Support components in AEM's Universal Editor: when an author changes a component's
// property in the editor's properties panel, the editor saves it and dispatches
// aue:content-patch (or aue:content-update) on the component's element; its default listener,
// on the body, then reloads the page. Where the element shows a new value of that property's
// attribute at once (a category, an article: the descriptors' showsInPlace), this applies the new
// value to the attribute instead, so the element shows it in place, and stops the event before
// that reload. Any other change (a setting the element reads as it starts, a property it has no
// attribute for) is left to the editor, which reloads. Included only by the Universal Editor's
// include (includes/universal-editor.html, author pages): published pages never load it.
(function () {
  'use strict';
  var started = Symbol.for('help-and-support.universal-editor');
  if (window[started]) return;
  window[started] = true;

  // The build writes here the properties each element shows in place: property → [attribute, 'boolean' | 'text'].
  var FIELDS = '__FIELDS__';

  /** The changes an event carries, as { name, value }: a patch's, or an in-place update's. */
  function changesOf(event) {
    var detail = event.detail || {};
    var request = detail.request || {};
    var patch = detail.patch || request.patch;
    if (patch && !Array.isArray(patch) && typeof patch.name === 'string') return [{ name: patch.name, value: patch.value }];
    // The service's JSON patch: [{ op: 'replace', path: '/category', value: 'meters' }].
    if (Array.isArray(patch)) {
      return patch.map(function (operation) {
        var name = typeof operation.path === 'string' ? operation.path.replace(/^\//, '') : '';
        return { name: name, value: operation.op === 'remove' ? null : operation.value };
      });
    }
    var prop = request.target && request.target.prop;
    if (event.type === 'aue:content-update' && typeof prop === 'string') return [{ name: prop, value: detail.value }];
    return [];
  }

  /** Sets one attribute as the component's HTL would write it for that property's value. */
  function apply(element, field, value) {
    var attribute = field[0];
    var on = field[1] === 'boolean' ? value === true || value === 'true' : value !== null && value !== undefined && String(value) !== '';
    if (!on) element.removeAttribute(attribute);
    else element.setAttribute(attribute, field[1] === 'boolean' ? '' : String(value));
  }

  function onChange(event) {
    var target = event.target;
    var element = target && target.closest ? target.closest('[data-aue-resource]') : null;
    var fields = element ? FIELDS[element.localName] : null;
    if (!fields) return;
    var changes = changesOf(event);
    var inPlace = changes.length > 0 && changes.every(function (change) {
      return Object.prototype.hasOwnProperty.call(fields, change.name);
    });
    if (!inPlace) return;
    changes.forEach(function (change) {
      apply(element, fields[change.name], change.value);
    });
    // Applied in place: the editor's default listener would only reload the page.
    event.stopPropagation();
  }

  // Captured on the document, before the event reaches the body's default listener.
  document.addEventListener('aue:content-patch', onChange, true);
  document.addEventListener('aue:content-update', onChange, true);
})();
