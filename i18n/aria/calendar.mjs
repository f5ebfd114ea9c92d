// react-aria's calendar strings in Welsh (cy-GB).
const strings = {
  previous: `Blaenorol`,
  next: `Nesaf`,
  selectedDateDescription: (args) => `Dyddiad a ddewiswyd: ${args.date}`,
  selectedRangeDescription: (args) => `Cyfnod a ddewiswyd: ${args.dateRange}`,
  todayDate: (args) => `Heddiw, ${args.date}`,
  todayDateSelected: (args) => `Heddiw, ${args.date} wedi'i ddewis`,
  dateSelected: (args) => `${args.date} wedi'i ddewis`,
  startRangeSelectionPrompt: `Cliciwch i ddechrau dewis cyfnod o ddyddiadau`,
  finishRangeSelectionPrompt: `Cliciwch i orffen dewis cyfnod o ddyddiadau`,
  minimumDate: `Y dyddiad cyntaf sydd ar gael`,
  maximumDate: `Y dyddiad olaf sydd ar gael`,
  dateRange: (args) => `${args.startDate} i ${args.endDate}`,
};
export default strings;
