// react-aria's spin button strings in Welsh (cy-GB): an empty date segment.
const strings = { Empty: `Gwag` };
export default strings;
