import { notFound } from "next/navigation";

/** Any path no screen claims yet: a 404 inside the shell (navigation stays), not a bare error page. */
export default function MissingPage() {
  notFound();
}
