// @ts-check
// The benchmark floor: fetch the meter-read config, then show the fields, with no framework.
const response = await fetch('/aem6/content/dam/britishgas/beta/json/help/meter-read.json', { cache: 'no-store' });
const config = /** @type {{ isMeterReadWeek: boolean, headingTemplate: string }} */ (await response.json());
if (config.isMeterReadWeek) {
  const template = /** @type {HTMLTemplateElement} */ (document.getElementById('meter-read-fields'));
  const fields = document.importNode(template.content, true);
  // The template's words as text: a floor needs no markup parsing.
  const intro = fields.querySelector('.intro');
  if (intro) intro.textContent = config.headingTemplate.replace(/<[^>]*>/g, '');
  document.getElementById('form-place')?.append(fields);
}
export {};
