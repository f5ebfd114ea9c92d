// react-aria's autocomplete strings in Welsh (cy-GB).
const strings = { collectionLabel: `Awgrymiadau` };
export default strings;
