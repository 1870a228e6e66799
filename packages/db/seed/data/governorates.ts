/** Egypt's 27 governorates and Saudi Arabia's main cities, each with some of their areas. */
type Area = [en: string, ar: string];
interface GovernorateSeed {
  country: "eg" | "sa";
  name: string;
  arName: string;
  areas: Area[];
}

const g = (country: "eg" | "sa", name: string, arName: string, areas: Area[]): GovernorateSeed => ({
  country,
  name,
  arName,
  areas,
});

export const GOVERNORATES: GovernorateSeed[] = [
  g("eg", "Cairo", "القاهرة", [["Nasr City", "مدينة نصر"], ["Heliopolis", "مصر الجديدة"], ["Maadi", "المعادي"], ["Zamalek", "الزمالك"], ["Downtown", "وسط البلد"], ["New Cairo", "القاهرة الجديدة"], ["Shubra", "شبرا"], ["Mokattam", "المقطم"], ["Helwan", "حلوان"]]),
  g("eg", "Giza", "الجيزة", [["Dokki", "الدقي"], ["Mohandessin", "المهندسين"], ["Agouza", "العجوزة"], ["Haram", "الهرم"], ["Faisal", "فيصل"], ["6th of October City", "مدينة السادس من أكتوبر"], ["Sheikh Zayed", "الشيخ زايد"], ["Imbaba", "إمبابة"]]),
  g("eg", "Alexandria", "الإسكندرية", [["Smouha", "سموحة"], ["Sidi Gaber", "سيدي جابر"], ["Miami", "ميامي"], ["Montaza", "المنتزه"], ["Stanley", "ستانلي"], ["Agami", "العجمي"], ["Borg El Arab", "برج العرب"]]),
  g("eg", "Qalyubia", "القليوبية", [["Banha", "بنها"], ["Shubra El Kheima", "شبرا الخيمة"], ["Qalyub", "قليوب"], ["El Obour", "العبور"], ["Khanka", "الخانكة"]]),
  g("eg", "Sharqia", "الشرقية", [["Zagazig", "الزقازيق"], ["10th of Ramadan City", "مدينة العاشر من رمضان"], ["Belbeis", "بلبيس"], ["Minya El Qamh", "منيا القمح"], ["Abu Hammad", "أبو حماد"]]),
  g("eg", "Dakahlia", "الدقهلية", [["Mansoura", "المنصورة"], ["Talkha", "طلخا"], ["Mit Ghamr", "ميت غمر"], ["Dekernes", "دكرنس"], ["Sherbin", "شربين"]]),
  g("eg", "Gharbia", "الغربية", [["Tanta", "طنطا"], ["El Mahalla El Kubra", "المحلة الكبرى"], ["Kafr El Zayat", "كفر الزيات"], ["Zefta", "زفتى"]]),
  g("eg", "Monufia", "المنوفية", [["Shebin El Kom", "شبين الكوم"], ["Menouf", "منوف"], ["Sadat City", "مدينة السادات"], ["Ashmoun", "أشمون"]]),
  g("eg", "Beheira", "البحيرة", [["Damanhour", "دمنهور"], ["Kafr El Dawwar", "كفر الدوار"], ["Rashid", "رشيد"], ["Edku", "إدكو"]]),
  g("eg", "Kafr El Sheikh", "كفر الشيخ", [["Kafr El Sheikh City", "مدينة كفر الشيخ"], ["Desouk", "دسوق"], ["Baltim", "بلطيم"], ["Fuwwah", "فوه"]]),
  g("eg", "Damietta", "دمياط", [["Damietta City", "مدينة دمياط"], ["New Damietta", "دمياط الجديدة"], ["Ras El Bar", "رأس البر"], ["Faraskour", "فارسكور"]]),
  g("eg", "Port Said", "بورسعيد", [["Al Arab", "حي العرب"], ["Al Sharq", "حي الشرق"], ["Port Fouad", "بورفؤاد"], ["Al Zohour", "حي الزهور"]]),
  g("eg", "Ismailia", "الإسماعيلية", [["Ismailia City", "مدينة الإسماعيلية"], ["Fayed", "فايد"], ["El Qantara", "القنطرة"], ["Abu Suwir", "أبو صوير"]]),
  g("eg", "Suez", "السويس", [["Al Arbaeen", "الأربعين"], ["Ataqa", "عتاقة"], ["Faisal", "حي فيصل"], ["Al Ganayen", "الجناين"]]),
  g("eg", "North Sinai", "شمال سيناء", [["Arish", "العريش"], ["Bir al-Abd", "بئر العبد"], ["Sheikh Zuweid", "الشيخ زويد"]]),
  g("eg", "South Sinai", "جنوب سيناء", [["Sharm El Sheikh", "شرم الشيخ"], ["Dahab", "دهب"], ["Nuweiba", "نويبع"], ["El Tor", "الطور"], ["Saint Catherine", "سانت كاترين"]]),
  g("eg", "Red Sea", "البحر الأحمر", [["Hurghada", "الغردقة"], ["El Gouna", "الجونة"], ["Safaga", "سفاجا"], ["Marsa Alam", "مرسى علم"], ["El Quseir", "القصير"]]),
  g("eg", "Matrouh", "مطروح", [["Marsa Matrouh", "مرسى مطروح"], ["El Alamein", "العلمين"], ["Siwa", "سيوة"], ["El Dabaa", "الضبعة"]]),
  g("eg", "Fayoum", "الفيوم", [["Fayoum City", "مدينة الفيوم"], ["Tamiya", "طامية"], ["Sinnuris", "سنورس"], ["Ibsheway", "إبشواي"]]),
  g("eg", "Beni Suef", "بني سويف", [["Beni Suef City", "مدينة بني سويف"], ["New Beni Suef", "بني سويف الجديدة"], ["El Wasta", "الواسطى"], ["Nasser", "ناصر"]]),
  g("eg", "Minya", "المنيا", [["Minya City", "مدينة المنيا"], ["Mallawi", "ملوي"], ["Samalut", "سمالوط"], ["Maghagha", "مغاغة"], ["Beni Mazar", "بني مزار"]]),
  g("eg", "Asyut", "أسيوط", [["Asyut City", "مدينة أسيوط"], ["Dayrout", "ديروط"], ["Manfalut", "منفلوط"], ["Abnub", "أبنوب"]]),
  g("eg", "Sohag", "سوهاج", [["Sohag City", "مدينة سوهاج"], ["Akhmim", "أخميم"], ["Girga", "جرجا"], ["Tahta", "طهطا"]]),
  g("eg", "Qena", "قنا", [["Qena City", "مدينة قنا"], ["Nag Hammadi", "نجع حمادي"], ["Qus", "قوص"], ["Dishna", "دشنا"]]),
  g("eg", "Luxor", "الأقصر", [["Luxor City", "مدينة الأقصر"], ["Karnak", "الكرنك"], ["Esna", "إسنا"], ["Armant", "أرمنت"]]),
  g("eg", "Aswan", "أسوان", [["Aswan City", "مدينة أسوان"], ["Kom Ombo", "كوم أمبو"], ["Edfu", "إدفو"], ["Daraw", "دراو"]]),
  g("eg", "New Valley", "الوادي الجديد", [["Kharga", "الخارجة"], ["Dakhla", "الداخلة"], ["Farafra", "الفرافرة"], ["Baris", "باريس"]]),
  g("sa", "Riyadh", "الرياض", [["Al Olaya", "العليا"], ["Al Malqa", "الملقا"], ["Al Nakheel", "النخيل"], ["Al Yasmin", "الياسمين"], ["Al Sahafa", "الصحافة"]]),
  g("sa", "Jeddah", "جدة", [["Al Rawdah", "الروضة"], ["Al Hamra", "الحمراء"], ["Al Shati", "الشاطئ"], ["Al Salamah", "السلامة"], ["Obhur", "أبحر"]]),
  g("sa", "Makkah", "مكة المكرمة", [["Al Aziziyah", "العزيزية"], ["Al Awali", "العوالي"], ["Al Shawqiyah", "الشوقية"]]),
  g("sa", "Madinah", "المدينة المنورة", [["Quba", "قباء"], ["Al Aziziyah", "العزيزية"], ["Al Khalidiyah", "الخالدية"]]),
  g("sa", "Dammam", "الدمام", [["Al Faisaliyah", "الفيصلية"], ["Al Shati", "الشاطئ"], ["Al Mazruiyah", "المزروعية"]]),
  g("sa", "Khobar", "الخبر", [["Al Aqrabiyah", "العقربية"], ["Al Thuqbah", "الثقبة"], ["Al Rakah", "الراكة"]]),
  g("sa", "Dhahran", "الظهران", [["Doha", "الدوحة"], ["Al Jamiah", "الجامعة"]]),
  g("sa", "Taif", "الطائف", [["Al Hawiyah", "الحوية"], ["Al Shifa", "الشفا"]]),
  g("sa", "Abha", "أبها", [["Al Mansak", "المنسك"], ["Al Khalidiyah", "الخالدية"]]),
  g("sa", "Tabuk", "تبوك", [["Al Muruj", "المروج"], ["Al Faisaliyah", "الفيصلية"]]),
  g("sa", "Buraidah", "بريدة", [["Al Iskan", "الإسكان"], ["Al Rayyan", "الريان"]]),
  g("sa", "Al Ahsa", "الأحساء", [["Al Hofuf", "الهفوف"], ["Al Mubarraz", "المبرز"]]),
  g("sa", "Jubail", "الجبيل", [["Al Fanateer", "الفناتير"], ["Al Deffi", "الدفي"]]),
  g("sa", "Yanbu", "ينبع", [["Yanbu Al Bahr", "ينبع البحر"], ["Yanbu Industrial City", "ينبع الصناعية"]]),
];
