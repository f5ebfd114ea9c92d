import {
  CalendarClock,
  GripVertical,
  ListTodo,
  Mail,
  MoreHorizontal,
  Pencil,
  Phone,
  UserRound,
  type LucideIcon,
} from "lucide-react";

/*
 * The cards' icons are drawn once per board, as symbols (CardIconSymbols), and every card uses them
 * (CardIcon): drawn in each card, its six icons were more than half its HTML (2.6 of 4.8 KB) and most of
 * its elements, on a board of hundreds of cards.
 */
const icons = {
  grip: GripVertical,
  move: MoreHorizontal,
  edit: Pencil,
  phone: Phone,
  person: UserRound,
  task: ListTodo,
  appointment: CalendarClock,
  mail: Mail,
} satisfies Record<string, LucideIcon>;
type CardIconName = keyof typeof icons;

/** The symbols the cards' icons use: once, on the board. */
export function CardIconSymbols() {
  return (
    <svg aria-hidden className="absolute size-0 overflow-hidden">
      {Object.entries(icons).map(([name, Icon]) => (
        <symbol key={name} id={`card-icon-${name}`} viewBox="0 0 24 24">
          <Icon />
        </symbol>
      ))}
    </svg>
  );
}

/** One of the cards' icons, in the colour of its text. */
export function CardIcon({ name, className }: { name: CardIconName; className: string }) {
  return (
    <svg aria-hidden className={className}>
      <use href={`#card-icon-${name}`} />
    </svg>
  );
}
