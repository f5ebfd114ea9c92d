// react-aria's menu strings in Welsh (cy-GB).
const strings = { longPressMessage: `Pwyswch yn hir neu pwyswch Alt + Saeth i lawr i agor y ddewislen` };
export default strings;
