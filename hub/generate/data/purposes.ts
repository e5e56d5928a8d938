/**
 * The business purpose (Unternehmensgegenstand) of each WZ 2025 code, as a register entry words
 * it: the activity in German, in the nominative with its article (`der Ausschank von Getränken`),
 * and in English (`running a bar and serving drinks`). The sentences around it are
 * hub/generate/purpose-text.ts's.
 */
export const PURPOSE_ACTIVITIES: Readonly<Record<string, { de: string; en: string }>> = {
  '01.11.0': {
    de: 'der Anbau von Getreide, Hülsenfrüchten und Ölsaaten sowie deren Vermarktung',
    en: 'growing and marketing cereals, leguminous crops and oil seeds',
  },
  '01.13.0': {
    de: 'der Anbau und Vertrieb von Gemüse, Kräutern und Jungpflanzen',
    en: 'growing and selling vegetables, herbs and young plants',
  },
  '01.41.0': {
    de: 'die Haltung von Milchkühen und die Erzeugung von Rohmilch',
    en: 'keeping dairy cattle and producing raw milk',
  },
  '10.11.0': {
    de: 'das Schlachten von Vieh sowie die Verarbeitung und der Vertrieb von Fleisch und Fleischwaren',
    en: 'slaughtering livestock and processing and selling meat and meat products',
  },
  '10.71.0': {
    de: 'die Herstellung und der Vertrieb von Back- und Konditoreiwaren',
    en: 'making and selling bread, pastries and cakes',
  },
  '11.05.0': {
    de: 'die Herstellung und der Vertrieb von Bier und alkoholfreien Getränken',
    en: 'brewing and selling beer and soft drinks',
  },
  '16.10.0': {
    de: 'der Betrieb eines Säge- und Hobelwerks sowie der Handel mit Holz',
    en: 'operating a sawmill and planing mill and trading in timber',
  },
  '20.14.0': {
    de: 'die Herstellung und der Vertrieb von organischen Grundstoffen und Chemikalien',
    en: 'manufacturing and selling organic basic chemicals',
  },
  '22.29.0': {
    de: 'die Herstellung und der Vertrieb von Kunststoffwaren aller Art',
    en: 'manufacturing and selling plastic products of all kinds',
  },
  '25.11.0': {
    de: 'die Herstellung und Montage von Stahl- und Metallkonstruktionen',
    en: 'manufacturing and erecting steel and metal structures',
  },
  '25.62.0': {
    de: 'die mechanische Bearbeitung von Metallteilen im Auftrag Dritter',
    en: 'machining metal parts for third parties',
  },
  '26.11.0': {
    de: 'die Entwicklung, Herstellung und der Vertrieb von elektronischen Bauelementen',
    en: 'developing, manufacturing and selling electronic components',
  },
  '27.11.0': {
    de: 'die Herstellung von Elektromotoren, Generatoren und Transformatoren',
    en: 'manufacturing electric motors, generators and transformers',
  },
  '28.22.0': {
    de: 'die Herstellung, der Vertrieb und die Wartung von Hebezeugen und Fördermitteln',
    en: 'manufacturing, selling and servicing lifting and handling equipment',
  },
  '28.41.0': {
    de: 'die Entwicklung und Herstellung von Werkzeugmaschinen für die Metallbearbeitung',
    en: 'developing and manufacturing machine tools for metalworking',
  },
  '29.10.0': {
    de: 'die Entwicklung, Herstellung und der Vertrieb von Kraftfahrzeugen und Motoren',
    en: 'developing, manufacturing and selling motor vehicles and engines',
  },
  '29.32.0': {
    de: 'die Herstellung von Teilen und Zubehör für Kraftfahrzeuge',
    en: 'manufacturing parts and accessories for motor vehicles',
  },
  '31.01.0': {
    de: 'die Herstellung und der Vertrieb von Büro- und Ladenmöbeln sowie der Innenausbau',
    en: 'manufacturing and selling office and shop furniture, and interior fitting',
  },
  '33.12.0': {
    de: 'die Reparatur, Wartung und Instandhaltung von Maschinen und Anlagen',
    en: 'repairing and maintaining machinery and plant',
  },
  '35.11.0': {
    de: 'die Erzeugung von Strom und Wärme sowie deren Vertrieb',
    en: 'generating and selling electricity and heat',
  },
  '35.12.0': {
    de: 'die Erzeugung von Strom aus erneuerbaren Energien, insbesondere der Betrieb von Wind- und Solarparks',
    en: 'generating electricity from renewable sources, in particular operating wind and solar parks',
  },
  '36.00.0': {
    de: 'die Gewinnung, Aufbereitung und Verteilung von Trinkwasser',
    en: 'abstracting, treating and distributing drinking water',
  },
  '38.11.0': {
    de: 'die Sammlung, Beförderung und Verwertung nicht gefährlicher Abfälle',
    en: 'collecting, transporting and recovering non-hazardous waste',
  },
  '41.00.0': {
    de: 'die Errichtung von Wohn- und Gewerbebauten als Generalunternehmer',
    en: 'constructing residential and commercial buildings as a general contractor',
  },
  '42.11.0': {
    de: 'der Straßen- und Tiefbau',
    en: 'road construction and civil engineering',
  },
  '43.21.0': {
    de: 'die Ausführung von Elektroinstallationen aller Art',
    en: 'carrying out electrical installations of all kinds',
  },
  '43.22.0': {
    de: 'die Installation von Gas-, Wasser-, Heizungs-, Lüftungs- und Klimaanlagen',
    en: 'installing gas, water, heating, ventilation and air-conditioning systems',
  },
  '43.34.0': {
    de: 'die Ausführung von Maler-, Lackier- und Glaserarbeiten',
    en: 'painting, varnishing and glazing',
  },
  '43.91.0': {
    de: 'die Ausführung von Dachdecker-, Abdichtungs- und Bauklempnerarbeiten',
    en: 'roofing, waterproofing and roof plumbing',
  },
  '46.46.0': {
    de: 'der Großhandel mit pharmazeutischen, medizinischen und orthopädischen Erzeugnissen',
    en: 'wholesale of pharmaceutical, medical and orthopaedic goods',
  },
  '46.90.0': {
    de: 'der Groß- und Außenhandel mit Waren aller Art',
    en: 'wholesale and foreign trade in goods of all kinds',
  },
  '47.11.0': {
    de: 'der Betrieb von Lebensmittelmärkten',
    en: 'running food stores',
  },
  '47.73.0': {
    de: 'der Betrieb von Apotheken',
    en: 'running pharmacies',
  },
  '49.41.0': {
    de: 'die gewerbliche Güterbeförderung im Straßenverkehr sowie Speditionsleistungen',
    en: 'road haulage and forwarding',
  },
  '52.10.0': {
    de: 'die Lagerung, Kommissionierung und Verteilung von Waren für Dritte',
    en: 'storing, picking and distributing goods for third parties',
  },
  '55.10.0': {
    de: 'der Betrieb von Hotels, Gasthöfen und Pensionen',
    en: 'running hotels, inns and guesthouses',
  },
  '56.11.0': {
    de: 'der Betrieb von Restaurants und die Bewirtung von Gästen',
    en: 'running restaurants and catering for guests',
  },
  '56.30.0': {
    de: 'der Betrieb einer Schankwirtschaft und der Ausschank von Getränken',
    en: 'running a bar and serving drinks',
  },
  '58.11.0': {
    de: 'das Verlegen und der Vertrieb von Büchern',
    en: 'publishing and selling books',
  },
  '58.29.0': {
    de: 'die Entwicklung, das Verlegen und der Vertrieb von Software',
    en: 'developing, publishing and selling software',
  },
  '62.10.0': {
    de: 'die Entwicklung von Software im Auftrag Dritter',
    en: 'developing software for third parties',
  },
  '62.20.0': {
    de: 'die Beratung auf dem Gebiet der Informationstechnologie',
    en: 'consulting in information technology',
  },
  '63.10.0': {
    de: 'die Datenverarbeitung, das Hosting und damit verbundene Dienstleistungen',
    en: 'data processing, hosting and related services',
  },
  '64.19.0': {
    de: 'der Betrieb von Bankgeschäften aller Art',
    en: 'conducting banking business of all kinds',
  },
  '64.21.0': {
    de: 'der Erwerb, das Halten und die Verwaltung von Beteiligungen an anderen Unternehmen',
    en: 'acquiring, holding and managing interests in other companies',
  },
  '66.22.0': {
    de: 'die Vermittlung von Versicherungsverträgen als Versicherungsmakler',
    en: 'brokering insurance contracts as an insurance broker',
  },
  '68.20.0': {
    de: 'die Vermietung und Verwaltung eigener Grundstücke, Gebäude und Wohnungen',
    en: 'letting and managing its own land, buildings and flats',
  },
  '68.31.0': {
    de: 'die Vermittlung von Grundstücken, Gebäuden und Wohnungen',
    en: 'brokering land, buildings and flats',
  },
  '69.10.0': {
    de: 'die Rechtsberatung und die Vertretung in Rechtsangelegenheiten',
    en: 'legal advice and representation',
  },
  '69.20.0': {
    de: 'die Wirtschaftsprüfung, die Steuerberatung und die Buchführung',
    en: 'auditing, tax advice and bookkeeping',
  },
  '70.20.0': {
    de: 'die Beratung von Unternehmen in Fragen der Organisation, Strategie und Finanzierung',
    en: 'advising businesses on organisation, strategy and finance',
  },
  '71.11.0': {
    de: 'die Erbringung von Architektenleistungen',
    en: 'providing architectural services',
  },
  '71.12.0': {
    de: 'die Erbringung von Ingenieurleistungen, insbesondere Planung und Bauüberwachung',
    en: 'providing engineering services, in particular design and site supervision',
  },
  '72.10.0': {
    de: 'die Forschung und Entwicklung auf dem Gebiet der Natur- und Ingenieurwissenschaften',
    en: 'research and development in the natural sciences and engineering',
  },
  '73.11.0': {
    de: 'der Betrieb einer Werbeagentur',
    en: 'running an advertising agency',
  },
  '74.11.0': {
    de: 'das Industrie-, Produkt- und Modedesign',
    en: 'industrial, product and fashion design',
  },
  '77.11.0': {
    de: 'die Vermietung von Personenkraftwagen und leichten Nutzfahrzeugen',
    en: 'renting out cars and light commercial vehicles',
  },
  '78.20.0': {
    de: 'die gewerbsmäßige Arbeitnehmerüberlassung',
    en: 'temporary agency work',
  },
  '81.21.0': {
    de: 'die Reinigung von Gebäuden und Anlagen',
    en: 'cleaning buildings and facilities',
  },
  '82.10.0': {
    de: 'die Erbringung von Büro- und Sekretariatsdienstleistungen sowie der Betrieb von Copy-Shops',
    en: 'office and secretarial services and running copy shops',
  },
  '85.59.0': {
    de: 'die Durchführung von Kursen, Seminaren und Unterricht',
    en: 'running courses, seminars and lessons',
  },
  '86.21.0': {
    de: 'der Betrieb einer allgemeinmedizinischen Praxis',
    en: 'running a general medical practice',
  },
  '86.23.0': {
    de: 'der Betrieb einer Zahnarztpraxis',
    en: 'running a dental practice',
  },
  '87.10.0': {
    de: 'der Betrieb von Pflegeheimen und die stationäre Pflege',
    en: 'running nursing homes and providing residential care',
  },
  '93.13.0': {
    de: 'der Betrieb von Fitnessstudios',
    en: 'running fitness studios',
  },
  '96.21.0': {
    de: 'der Betrieb von Friseursalons',
    en: 'running hairdressing salons',
  },
  '93.12.0': {
    de: 'die Pflege und Förderung des Sports',
    en: 'promoting and practising sport',
  },
  '94.99.0': {
    de: 'die Förderung von Bildung, Kultur und Heimatpflege',
    en: 'promoting education, culture and local heritage',
  },
  '64.19.1': {
    de: 'der Betrieb von Bankgeschäften aller Art',
    en: 'conducting banking business of all kinds',
  },
  '68.20.1': {
    de: 'die Bewirtschaftung und Vermietung von Wohnungen',
    en: 'managing and letting housing',
  },
}
