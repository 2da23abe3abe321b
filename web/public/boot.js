// Starts the app once the pre-rendered page has been painted (docs/decisions/064): a phone shows
// the page from the HTML (with the styles it uses inline) first, then loads the whole stylesheet
// and spends its time on the scripts.
const { entry, styles } = document.currentScript.dataset;
requestAnimationFrame(() =>
  setTimeout(() => {
    const sheet = document.createElement('link');
    sheet.rel = 'stylesheet';
    sheet.href = styles;
    document.head.append(sheet);
    import(entry);
  }, 0),
);
