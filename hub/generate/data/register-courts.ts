/**
 * The commercial register courts (Registergerichte) with their XJustiz court ids, as listed by the
 * joint register portal. A company is registered at the court nearest to its seat within its state;
 * `city` names the court's seat as spelled in the city data (it locates the court on the map).
 */
export interface RegisterCourt {
  id: string
  name: string
  city: string
  state: string
  /** Rough size of the court's HRB register, so bigger courts get higher numbers. */
  size: number
}

const court = (id: string, name: string, state: string, size = 1, city = name): RegisterCourt => ({ id, name, city, state, size })

export const REGISTER_COURTS: readonly RegisterCourt[] = [
  court('B8536', 'Freiburg', '08', 4, 'Freiburg'), court('B8535', 'Mannheim', '08', 6), court('B8534', 'Stuttgart', '08', 8), court('B8537', 'Ulm', '08', 4),
  court('D3101', 'Amberg', '09'), court('D3201', 'Ansbach', '09'), court('D4102', 'Aschaffenburg', '09'), court('D2102', 'Augsburg', '09', 3),
  court('D4201', 'Bamberg', '09'), court('D4301', 'Bayreuth', '09'), court('D4401', 'Coburg', '09'), court('D2201', 'Deggendorf', '09'),
  court('D3304', 'Fürth', '09'), court('D4501', 'Hof', '09'), court('D5701', 'Ingolstadt', '09', 2), court('D2304', 'Kempten', '09', 2, 'Kempten (Allgäu)'),
  court('D2404', 'Landshut', '09'), court('D2505', 'Memmingen', '09'), court('D2601', 'München', '09', 30), court('D3310', 'Nürnberg', '09', 4),
  court('D2803', 'Passau', '09'), court('D3410', 'Regensburg', '09', 2), court('D4608', 'Schweinfurt', '09'), court('D3413', 'Straubing', '09'),
  court('D2910', 'Traunstein', '09'), court('D3508', 'Weiden i. d. OPf.', '09', 1, 'Weiden'), court('D4708', 'Würzburg', '09', 2),
  court('F1103', 'Berlin (Charlottenburg)', '11', 25, 'Berlin'),
  court('G1103', 'Cottbus', '12'), court('G1207', 'Frankfurt (Oder)', '12', 1, 'Frankfurt (Oder)'), court('G1309', 'Neuruppin', '12'), court('G1312', 'Potsdam', '12', 2),
  court('H1101', 'Bremen', '04', 3),
  court('K1101', 'Hamburg', '02', 18),
  court('M1305', 'Bad Hersfeld', '06'), court('M1202', 'Bad Homburg', '06', 2, 'Bad Homburg vor der Höhe'), court('M1103', 'Darmstadt', '06', 2),
  court('M1602', 'Eschwege', '06'), court('M1201', 'Frankfurt am Main', '06', 12), court('M1405', 'Friedberg', '06'), court('M1603', 'Fritzlar', '06'),
  court('M1301', 'Fulda', '06'), court('M1406', 'Gießen', '06'), court('M1502', 'Hanau', '06', 1, 'Hanau am Main'), court('M1607', 'Kassel', '06', 2),
  court('M1203', 'Königstein', '06', 1, 'Königstein im Taunus'), court('M1608', 'Korbach', '06'), court('M1706', 'Limburg', '06', 1, 'Limburg an der Lahn'),
  court('M1809', 'Marburg', '06', 1, 'Marburg an der Lahn'), court('M1114', 'Offenbach am Main', '06', 1, 'Offenbach'), court('M1710', 'Wetzlar', '06'), court('M1906', 'Wiesbaden', '06', 3),
  court('N1105', 'Neubrandenburg', '13'), court('N1206', 'Rostock', '13'), court('N1308', 'Schwerin', '13'), court('N1209', 'Stralsund', '13'),
  court('P3101', 'Aurich', '03'), court('P1103', 'Braunschweig', '03', 2), court('P2204', 'Göttingen', '03'), court('P2305', 'Hannover', '03', 5),
  court('P2408', 'Hildesheim', '03'), court('P2507', 'Lüneburg', '03'), court('P3210', 'Oldenburg', '03', 2), court('P3313', 'Osnabrück', '03', 2),
  court('P2106', 'Stadthagen', '03'), court('P2613', 'Tostedt', '03'), court('P2716', 'Walsrode', '03'),
  court('R3101', 'Aachen', '05', 2), court('R1901', 'Arnsberg', '05'), court('R2108', 'Bad Oeynhausen', '05'), court('R2101', 'Bielefeld', '05', 2),
  court('R2201', 'Bochum', '05'), court('R3201', 'Bonn', '05', 2), court('R2707', 'Coesfeld', '05'), court('R2402', 'Dortmund', '05', 3),
  court('R1202', 'Duisburg', '05', 2), court('R3103', 'Düren', '05'), court('R1101', 'Düsseldorf', '05', 9), court('R2503', 'Essen', '05', 3),
  court('R2507', 'Gelsenkirchen', '05'), court('R2103', 'Gütersloh', '05'), court('R2602', 'Hagen', '05'), court('R2404', 'Hamm', '05'),
  court('R2604', 'Iserlohn', '05'), court('R1304', 'Kleve', '05'), court('R3306', 'Köln', '05', 10), court('R1402', 'Krefeld', '05'),
  court('R2307', 'Lemgo', '05'), court('R1504', 'Mönchengladbach', '05'), court('R2713', 'Münster', '05', 2), court('R1102', 'Neuss', '05', 2),
  court('R2809', 'Paderborn', '05'), court('R2204', 'Recklinghausen', '05'), court('R3208', 'Siegburg', '05'), court('R2909', 'Siegen', '05'),
  court('R2706', 'Steinfurt', '05'), court('R1608', 'Wuppertal', '05', 2),
  court('T2101', 'Bad Kreuznach', '07'), court('T3201', 'Kaiserslautern', '07'), court('T2210', 'Koblenz', '07', 2), court('T3304', 'Landau', '07', 1, 'Landau in der Pfalz'),
  court('T3104', 'Ludwigshafen a. Rhein', '07', 1, 'Ludwigshafen am Rhein'), court('T2304', 'Mainz', '07', 2), court('T2214', 'Montabaur', '07'),
  court('T2408', 'Wittlich', '07'), court('T3403', 'Zweibrücken', '07'),
  court('V1109', 'Saarbrücken', '10', 2),
  court('U1206', 'Chemnitz', '14', 2), court('U1104', 'Dresden', '14', 3), court('U1308', 'Leipzig', '14', 3),
  court('W1215', 'Stendal', '15', 3),
  court('X1112', 'Flensburg', '01'), court('X1517', 'Kiel', '01', 2), court('X1721', 'Lübeck', '01', 2), court('X1321', 'Pinneberg', '01', 2),
  court('Y1206', 'Jena', '16', 3),
]
