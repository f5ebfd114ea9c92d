// react-aria's overlay strings in Welsh (cy-GB): the hidden button that closes a popover or dialog.
const strings = { dismiss: `Cau` };
export default strings;
