/**
 * Names of the scale dataset (seed/scale.ts), most common first: the generator picks with a skew
 * (index = floor(n * random()^k)), so "Smith" and "Jones" are common and the tail is long. A third of
 * surnames are built from the place-name parts below (Ashford, Thornley, ...): hundreds of rare ones.
 */
export const firstNames = (
  "Oliver Jack Harry George James William Thomas Charlie Daniel Joshua Olivia Amelia Emily Jessica " +
  "Sophie Chloe Lucy Grace Ella Charlotte David John Michael Paul Mark Andrew Richard Peter Stephen " +
  "Christopher Sarah Helen Emma Claire Rachel Laura Rebecca Hannah Katie Amy Matthew Samuel Benjamin " +
  "Joseph Alexander Ryan Liam Ethan Noah Jacob Mia Isla Poppy Freya Evie Ava Isabella Lily Ruby Sienna " +
  "Gareth Rhys Owen Dylan Cerys Megan Sian Aled Callum Fraser Eilidh Morag Ailsa Niamh Aoife Ciaran " +
  "Declan Siobhan Priya Aisha Mohammed Ali Omar Ravi Sanjay Anil Fatima Zara Yusuf Imran Margaret Susan " +
  "Patricia Janet Barbara Brian Keith Colin Trevor Nigel"
).split(" ");

export const surnames = (
  "Smith Jones Williams Taylor Brown Davies Evans Wilson Thomas Johnson Roberts Robinson Thompson " +
  "Wright Walker White Edwards Hughes Green Hall Lewis Harris Clarke Patel Jackson Wood Turner Martin " +
  "Cooper Hill Ward Morris Moore Clark Lee King Baker Harrison Morgan Allen James Scott Phillips Watson " +
  "Davis Parker Price Bennett Young Griffiths Mitchell Kelly Cook Carter Richardson Bailey Collins Bell " +
  "Shaw Murphy Miller Cox Richards Khan Marshall Anderson Simpson Ellis Adams Singh Begum Wilkinson " +
  "Foster Chapman Powell Webb Rogers Gray Mason Ali Hunt Hussain Campbell Matthews Owen Palmer Holmes " +
  "Mills Barnes Knight Lloyd Butler Russell Barker Fisher Stevens Jenkins Murray Dixon Harvey Graham " +
  "Pearson Ahmed Fletcher Walsh Kaur Gibson Howard Andrews Stewart Elliott Reynolds Saunders Payne Fox " +
  "Ford Pearce Day Brooks West Lawrence Cole Atkinson Bradley Spencer Gill Dawson Ball Burton O'Brien " +
  "Watts Rose Booth Perry Ryan Grant Wells Armstrong Francis Rees Hayes Hart Hudson Newman Barrett " +
  "Webster Hunter Gregory Carr Lowe Page Marsh Riley Dunn Woods Parsons Berry Stone Reid Holland " +
  "Hawkins Harding Porter Robertson Newton Oliver Reed Kennedy Williamson Bird Gardner Shah Dean Lane " +
  "Cooke Bates Henderson Parry Burgess Bishop Walton Burns Nicholson Shepherd Ross Cross Long Freeman " +
  "Warren Nicholls Hamilton Byrne Sutton McDonald Yates Hodgson Robson Curtis Hopkins O'Connor Mann " +
  "Marks Marston Hughson Jonas Hulme Marr Markham"
).split(" ");

export const surnameHeads = (
  "Ash Black Brad Brook Cran Dal Elm Fair Green Hart Holt Kings Lang Mar Mill North Pen Red Shel Stan " +
  "Thorn Wake Whit Wood Yar Ather Bram Carl Dun Eger Fern Gold Hal Ing Kel Lind Mor Oak Pick Rad Sand " +
  "Tam Up Wes"
).split(" ");

export const surnameTails = (
  "by ford ley ton well wood field ham worth stone bridge shaw combe dale hurst mere wick cott gate " + "lock"
).split(" ");

export const emailDomains = "example.com example.org example.net mail.example.co.uk".split(" ");

export const interactionDetails = [
  "Asked about family membership",
  "Wants a tour of the pool",
  "Follow up after open day",
  "Price check against another gym",
  "Booked a trial class",
  null,
];
