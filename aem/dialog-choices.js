// The Help & Support components' dialogs on an AEM author instance: a select whose choices
// follow another field (an article follows its category) offers only the choices that go with
// that field's value. The dialog carries every choice (data-help-choices, each with the value it
// goes with) and the field it follows (data-help-follows), both generated from the element
// descriptors; this narrows the options as the dialog opens and whenever that field changes.
// Without this script the select offers every choice, and the element's authoring note still
// says which ones go with the category.
(function (window) {
  'use strict';

  /** The choices of `select` that go with `value`. */
  function choicesFor(select, value) {
    var all;
    try {
      all = JSON.parse(select.getAttribute('data-help-choices') || '[]');
    } catch {
      // Not the dialog's own data: leave the select as it is.
      return null;
    }
    return all.filter(function (choice) {
      return choice.of === value;
    });
  }

  /** Offers only the choices that go with `value`, keeping the one chosen while it still goes. */
  function narrow(select, value) {
    var choices = choicesFor(select, value);
    if (!choices) return;
    var kept = select.value;
    select.items.clear();
    // The empty choice first, as the dialog writes it: a required select then asks for one.
    select.items.add({ value: '', content: { textContent: '' } });
    choices.forEach(function (choice) {
      select.items.add({ value: choice.value, content: { textContent: choice.text } });
    });
    select.value = choices.some(function (choice) {
      return choice.value === kept;
    })
      ? kept
      : '';
  }

  function wire(root) {
    var selects = root.querySelectorAll('coral-select[data-help-follows]');
    Array.prototype.forEach.call(selects, function (select) {
      var form = select.closest('form') || root;
      var followed = form.querySelector('[name="' + select.getAttribute('data-help-follows') + '"]');
      if (!followed || select.hasAttribute('data-help-wired')) return;
      select.setAttribute('data-help-wired', '');
      window.Coral.commons.ready(select, function () {
        window.Coral.commons.ready(followed, function () {
          narrow(select, followed.value);
          followed.addEventListener('change', function () {
            narrow(select, followed.value);
          });
        });
      });
    });
  }

  // Granite UI announces each dialog's content with foundation-contentloaded, through jQuery.
  window.jQuery(window.document).on('foundation-contentloaded', function (event) {
    wire(event.target && event.target.querySelectorAll ? event.target : window.document);
  });
})(window);
