// react-aria's search field strings in Welsh (cy-GB).
const strings = { "Clear search": `Clirio'r chwilio` };
export default strings;
