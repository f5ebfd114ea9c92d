// react-aria's date field strings in Welsh (cy-GB): the segments' hidden names, the picker's descriptions.
const strings = {
  era: `oes`,
  year: `blwyddyn`,
  month: `mis`,
  day: `diwrnod`,
  hour: `awr`,
  minute: `munud`,
  second: `eiliad`,
  dayPeriod: `AM/PM`,
  calendar: `Calendr`,
  startDate: `Dyddiad dechrau`,
  endDate: `Dyddiad gorffen`,
  weekday: `diwrnod o'r wythnos`,
  timeZoneName: `cylchfa amser`,
  selectedDateDescription: (args) => `Dyddiad a ddewiswyd: ${args.date}`,
  selectedRangeDescription: (args) => `Cyfnod a ddewiswyd: ${args.startDate} i ${args.endDate}`,
  selectedTimeDescription: (args) => `Amser a ddewiswyd: ${args.time}`,
};
export default strings;
