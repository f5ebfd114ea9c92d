// react-aria's combo box strings in Welsh (cy-GB): what a screen reader announces while choosing.
const options = (count, formatter) =>
  formatter.plural(count, {
    one: () => `${formatter.number(count)} dewis`,
    other: () => `${formatter.number(count)} o ddewisiadau`,
  });
const strings = {
  focusAnnouncement: (args, formatter) =>
    `${formatter.select(
      {
        true: () => `Wedi mynd i mewn i'r grŵp ${args.groupTitle}, gyda ${options(args.groupCount, formatter)}. `,
        other: ``,
      },
      args.isGroupChange,
    )}${args.optionText}${formatter.select({ true: `, wedi'i ddewis`, other: `` }, args.isSelected)}`,
  countAnnouncement: (args, formatter) => `${options(args.optionCount, formatter)} ar gael.`,
  selectedAnnouncement: (args) => `${args.optionText}, wedi'i ddewis`,
  buttonLabel: `Dangos awgrymiadau`,
  listboxLabel: `Awgrymiadau`,
};
export default strings;
