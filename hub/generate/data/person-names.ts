/**
 * German given and family names for generated persons. Family names are weighted roughly by
 * their real frequency (Müller, Schmidt, Schneider ... lead), so a family-name search has the
 * long result lists users expect for common names and short ones for rare names.
 */

export const MALE_GIVEN_NAMES = [
  'Alexander', 'Andreas', 'Benjamin', 'Bernd', 'Christian', 'Christoph', 'Daniel', 'David', 'Dennis',
  'Dieter', 'Dirk', 'Dominik', 'Elias', 'Erik', 'Fabian', 'Felix', 'Florian', 'Frank', 'Friedrich',
  'Georg', 'Gerhard', 'Günter', 'Hans', 'Harald', 'Heinz', 'Helmut', 'Holger', 'Jan', 'Jens', 'Jörg',
  'Johannes', 'Jonas', 'Jürgen', 'Kai', 'Karl', 'Klaus', 'Konstantin', 'Lars', 'Leon', 'Lukas',
  'Manfred', 'Marc', 'Marcel', 'Mario', 'Markus', 'Martin', 'Matthias', 'Max', 'Maximilian', 'Michael',
  'Moritz', 'Niklas', 'Nils', 'Oliver', 'Patrick', 'Paul', 'Peter', 'Philipp', 'Rainer', 'Ralf',
  'René', 'Robert', 'Roland', 'Sebastian', 'Simon', 'Stefan', 'Steffen', 'Sven', 'Thomas', 'Thorsten',
  'Tim', 'Tobias', 'Torsten', 'Ulrich', 'Uwe', 'Volker', 'Walter', 'Werner', 'Wolfgang', 'Yannick',
] as const

export const FEMALE_GIVEN_NAMES = [
  'Alexandra', 'Andrea', 'Angelika', 'Anja', 'Anna', 'Annika', 'Antje', 'Barbara', 'Bettina', 'Birgit',
  'Brigitte', 'Carina', 'Carolin', 'Christina', 'Claudia', 'Cornelia', 'Daniela', 'Doris', 'Elena',
  'Elisabeth', 'Emma', 'Franziska', 'Gabriele', 'Hannah', 'Heike', 'Helga', 'Ingrid', 'Jana', 'Janina',
  'Jessica', 'Johanna', 'Julia', 'Jutta', 'Karin', 'Katharina', 'Kathrin', 'Kerstin', 'Klara', 'Laura',
  'Lea', 'Lena', 'Lisa', 'Maria', 'Marie', 'Marion', 'Martina', 'Melanie', 'Michaela', 'Miriam',
  'Monika', 'Nadine', 'Natalie', 'Nicole', 'Nina', 'Petra', 'Renate', 'Sabine', 'Sandra', 'Sarah',
  'Silke', 'Simone', 'Sophie', 'Stefanie', 'Susanne', 'Svenja', 'Tanja', 'Ursula', 'Ute', 'Vanessa',
  'Verena', 'Yvonne',
] as const

/** [family name, relative frequency] */
export const FAMILY_NAMES: readonly (readonly [string, number])[] = [
  ['Müller', 60], ['Schmidt', 45], ['Schneider', 30], ['Fischer', 27], ['Weber', 25], ['Meyer', 23],
  ['Wagner', 22], ['Becker', 20], ['Schulz', 20], ['Hoffmann', 19], ['Schäfer', 16], ['Koch', 15],
  ['Bauer', 15], ['Richter', 15], ['Klein', 14], ['Wolf', 14], ['Schröder', 13], ['Neumann', 13],
  ['Schwarz', 12], ['Zimmermann', 12], ['Braun', 11], ['Krüger', 11], ['Hofmann', 11], ['Hartmann', 11],
  ['Lange', 10], ['Schmitt', 10], ['Werner', 10], ['Schmitz', 10], ['Krause', 10], ['Meier', 10],
  ['Lehmann', 9], ['Schmid', 9], ['Schulze', 9], ['Maier', 9], ['Köhler', 8], ['Herrmann', 8],
  ['König', 8], ['Walter', 8], ['Mayer', 8], ['Huber', 8], ['Kaiser', 7], ['Fuchs', 7], ['Peters', 7],
  ['Lang', 7], ['Scholz', 7], ['Möller', 7], ['Weiß', 7], ['Jung', 7], ['Hahn', 6], ['Schubert', 6],
  ['Vogel', 6], ['Friedrich', 6], ['Keller', 6], ['Günther', 6], ['Frank', 6], ['Berger', 6],
  ['Winkler', 5], ['Roth', 5], ['Beck', 5], ['Lorenz', 5], ['Baumann', 5], ['Franke', 5], ['Albrecht', 5],
  ['Schuster', 5], ['Simon', 5], ['Ludwig', 5], ['Böhm', 5], ['Winter', 5], ['Kraus', 5], ['Martin', 5],
  ['Schumacher', 5], ['Krämer', 5], ['Vogt', 4], ['Stein', 4], ['Jäger', 4], ['Otto', 4], ['Sommer', 4],
  ['Groß', 4], ['Seidel', 4], ['Heinrich', 4], ['Brandt', 4], ['Haas', 4], ['Schreiber', 4], ['Graf', 4],
  ['Schulte', 4], ['Dietrich', 4], ['Ziegler', 4], ['Kuhn', 4], ['Kühn', 4], ['Pohl', 4], ['Engel', 4],
  ['Horn', 4], ['Busch', 4], ['Bergmann', 4], ['Thomas', 4], ['Voigt', 4], ['Sauer', 4], ['Arnold', 4],
  ['Wolff', 3], ['Pfeiffer', 3], ['Brinkmann', 3], ['Ernst', 3], ['Hübner', 3], ['Kolb', 3], ['Lindner', 3],
  ['Wendt', 3], ['Seifert', 3], ['Kaufmann', 3], ['Haase', 3], ['Wittmann', 3], ['Böttcher', 3],
  ['Reinhardt', 2], ['Oswald', 2], ['Gerlach', 2], ['Steinbach', 2], ['Brenner', 2], ['Eichhorn', 2],
  ['Falkenberg', 1], ['Hagedorn', 1], ['Kirchner', 2], ['Lindemann', 2], ['Mertens', 2], ['Nowak', 2],
  ['Oberdorfer', 1], ['Petersen', 2], ['Rademacher', 1], ['Scheffler', 1], ['Thiele', 2], ['Uhlmann', 1],
  ['Vollmer', 1], ['Wiegand', 1], ['Zeller', 1], ['Dreher', 1], ['Eberhardt', 1], ['Feldmann', 2],
  ['Gärtner', 2], ['Hecht', 1], ['Imhof', 1], ['Jansen', 2], ['Kessler', 2], ['Lutz', 2], ['Marx', 1],
  ['Nagel', 2], ['Ostermann', 1], ['Quast', 1], ['Rieger', 1], ['Sturm', 1], ['Tiedemann', 1],
  ['Ulrich', 1], ['Wenzel', 2], ['Yildiz', 2], ['Kowalski', 1], ['Nguyen', 1], ['Öztürk', 1],
]

/** Nicknames and artist names, given rarely as aliases. */
export const ALIAS_PATTERNS = ['Hansi', 'Kalle', 'Bernie', 'Toni', 'Conny', 'Gabi', 'Micha', 'Steffi', 'Flo', 'Uli'] as const
