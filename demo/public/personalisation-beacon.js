// Stands in for the personalisation beacon (README: consent group C0004). The elements add this
// script while the customer consents to targeting and remove it when they withdraw; it only
// records that it ran, so the control panel can show it.
window.helpPersonalisationBeacon = { loadedAt: new Date().toISOString() };
