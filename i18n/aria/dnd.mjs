// react-aria's drag and drop strings in Welsh (cy-GB): what a screen reader announces on the board.
const items = (count, formatter) =>
  // Welsh counts with the singular noun after a numeral: one form for every count
  `${formatter.number(count)} eitem a ddewiswyd`;
const strings = {
  dragItem: (args) => `Llusgo ${args.itemText}`,
  dragSelectedItems: (args, formatter) => `Llusgo ${items(args.count, formatter)}`,
  dragDescriptionKeyboard: `Pwyswch Enter i ddechrau llusgo.`,
  dragDescriptionKeyboardAlt: `Pwyswch Alt + Enter i ddechrau llusgo.`,
  dragDescriptionTouch: `Tapiwch ddwywaith i ddechrau llusgo.`,
  dragDescriptionVirtual: `Cliciwch i ddechrau llusgo.`,
  dragDescriptionLongPress: `Pwyswch yn hir i ddechrau llusgo.`,
  dragSelectedKeyboard: (args, formatter) => `Pwyswch Enter i lusgo ${items(args.count, formatter)}.`,
  dragSelectedKeyboardAlt: (args, formatter) => `Pwyswch Alt + Enter i lusgo ${items(args.count, formatter)}.`,
  dragSelectedLongPress: (args, formatter) => `Pwyswch yn hir i lusgo ${items(args.count, formatter)}.`,
  dragStartedKeyboard: `Wedi dechrau llusgo. Pwyswch Tab i fynd i le gollwng, yna pwyswch Enter i ollwng, neu pwyswch Escape i ganslo.`,
  dragStartedTouch: `Wedi dechrau llusgo. Ewch i le gollwng, yna tapiwch ddwywaith i ollwng.`,
  dragStartedVirtual: `Wedi dechrau llusgo. Ewch i le gollwng, yna cliciwch neu pwyswch Enter i ollwng.`,
  endDragKeyboard: `Yn llusgo. Pwyswch Enter i ganslo'r llusgo.`,
  endDragTouch: `Yn llusgo. Tapiwch ddwywaith i ganslo'r llusgo.`,
  endDragVirtual: `Yn llusgo. Cliciwch i ganslo'r llusgo.`,
  dropDescriptionKeyboard: `Pwyswch Enter i ollwng. Pwyswch Escape i ganslo'r llusgo.`,
  dropDescriptionTouch: `Tapiwch ddwywaith i ollwng.`,
  dropDescriptionVirtual: `Cliciwch i ollwng.`,
  dropCanceled: `Gollwng wedi'i ganslo.`,
  dropComplete: `Gollwng wedi'i gwblhau.`,
  dropIndicator: `dangosydd gollwng`,
  dropOnRoot: `Gollwng ar`,
  dropOnItem: (args) => `Gollwng ar ${args.itemText}`,
  insertBefore: (args) => `Rhoi cyn ${args.itemText}`,
  insertBetween: (args) => `Rhoi rhwng ${args.beforeItemText} a ${args.afterItemText}`,
  insertAfter: (args) => `Rhoi ar ôl ${args.itemText}`,
};
export default strings;
