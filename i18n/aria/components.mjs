// react-aria-components' own strings in Welsh (cy-GB).
const strings = {
  selectPlaceholder: `Dewiswch eitem`,
  tableResizer: `Newidiwr maint`,
  dropzoneLabel: `Man gollwng`,
  colorSwatchPicker: `Samplau lliw`,
};
export default strings;
