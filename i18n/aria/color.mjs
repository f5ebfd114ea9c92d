// react-aria's colour picker strings in Welsh (cy-GB).
const strings = {
  colorPicker: `Dewisydd lliw`,
  twoDimensionalSlider: `Llithrydd 2D`,
  colorNameAndValue: (args) => `${args.name}: ${args.value}`,
  colorInputLabel: (args) => `${args.label}, ${args.channelLabel}`,
  colorSwatch: `sampl lliw`,
  transparent: `tryloyw`,
};
export default strings;
