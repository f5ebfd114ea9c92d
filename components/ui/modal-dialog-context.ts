import { createContext } from "react";

/**
 * The open dialog's close, and how a DialogCancel placed by the content tells the dialog it is there. A leaf of
 * its own: the lazily loaded overlay provides it and modal-dialog reads it, so neither imports the other.
 */
export const CancelContext = createContext<{ close: () => void; placed: () => () => void } | null>(null);
