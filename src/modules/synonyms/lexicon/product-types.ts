// Indonesian terms for the product types below the three levels of the product taxonomy our
// categories keep (Google's product taxonomy, levels 4 to 7: see productTypes in
// ../default-lexicon.ts), one line a type: its code in that taxonomy, a tab, then the Indonesian
// terms a buyer would type. The English side is the type's own name. A term the other lists hold,
// or translate word by word already, is left out when the groups are built (productTypeGroups).
// Written for this project (source of every group: "product type <code>").
// A name that lists things (`Meat, Seafood & Eggs`) may give a term to one of them: sections
// separated by `;`, each `thing: terms` for that thing alone (`meat: daging; seafood: makanan
// laut, seafood; eggs: telur`), or plain terms for the whole name, which reach every thing
// (`buah dan sayur; fruits: buah buahan; vegetables: sayuran`). Each thing keeps a term.
export const PRODUCT_TYPES = `
7385	aksesoris sangkar burung, aksesoris kandang burung
499954	tempat mandi burung, bak mandi burung
7386	tempat pakan burung, tempat minum burung, cepuk burung
4989	sangkar burung, kandang burung
4990	pakan burung, makanan burung
4991	tangkringan burung, tenggeran burung, tangga burung
4992	mainan burung
4993	snack burung, camilan burung
5082	baju kucing, pakaian kucing
4433	kasur kucing, tempat tidur kucing
3367	makanan kucing, pakan kucing
4997	rumah kucing, garukan kucing
4999	pasir kucing
7142	keset pasir kucing, keset litter box
5000	litter box kucing, bak pasir kucing, tempat pasir kucing
5001	mainan kucing
5002	snack kucing, camilan kucing
5004	baju anjing, pakaian anjing
4434	kasur anjing, tempat tidur anjing
3530	makanan anjing, pakan anjing
5094	rumah anjing
7274	kandang anjing
499900	popok anjing, diapers anjing
5010	mainan anjing
8123	treadmill anjing
5011	snack anjing, camilan anjing
505303	selang aquarium, selang aerator
505307	batu aerator, diffuser aquarium
500038	alat pembersih aquarium, penyedot kotoran aquarium
5019	hiasan aquarium, dekorasi aquarium
5020	filter aquarium, filter akuarium
505306	serokan ikan, jaring ikan aquarium
5021	pasir aquarium, batu koral aquarium, substrat aquascape
5079	lampu aquarium, lampu aquascape
5023	rak aquarium, meja aquarium
500062	heater aquarium, pemanas air aquarium
5161	penjernih air aquarium
3238	akuarium, akuarium ikan
6085	pupuk aquascape, pupuk tanaman air
6403	tempat pakan ikan otomatis, auto feeder ikan
5024	pakan ikan, makanan ikan, pelet ikan
6981	termometer hewan
6385	sisir kucing, sisir anjing, sisir hewan
503733	parfum kucing, parfum anjing, parfum hewan
8167	blower anjing, pengering bulu hewan
6384	alat cukur bulu kucing, clipper kucing
7319	gunting kuku kucing, gunting kuku anjing
6406	shampoo kucing, shampoo anjing
499917	tisu basah hewan
505313	clicker anjing
6846	alas pipis anjing, pee pad anjing
5026	pakan reptil, makanan reptil
5028	lampu reptil, lampu pemanas reptil
5029	kandang reptil, terrarium reptil
5030	substrat reptil
5014	serbuk kayu hamster, alas kandang hamster
5015	makanan hamster, pakan kelinci
5016	aksesoris kandang hamster
5017	kandang hamster, kandang kelinci
7517	snack hamster, snack kelinci
505370	paket kerajinan tangan
4778	set alat lukis, paket melukis
502979	set manik manik gelang
7096	paket sulam, set kristik
505372	bahan kerajinan tangan, bahan prakarya
24	kertas kerajinan, kertas prakarya
505399	kertas scrapbook, kertas buffalo
2532	kertas manila, kertas karton warna
8168	kertas foil
505400	kertas gambar, kertas lukis, kertas cat air
2967	kertas origami, kertas lipat
6110	kertas transfer kaos
2741	kertas kalkir
4226	buttons: kancing baju; snaps: kancing jepret
505408	kancing kait
505409	mata ayam, ring mata ayam
6145	prepet, perekat velcro
500056	kepala resleting, tarikan resleting
4174	resleting, ritsleting, sleting
505417	cat lukis, cat akrilik, cat air
505416	tinta gambar, tinta kaligrafi
499879	glasir keramik
505415	pewarna kain, pewarna tekstil
505414	bak stempel, tinta stempel, bantalan stempel
6117	styrofoam, spon eva, gabus
503745	lem kertas, lem stick
505419	washi tape, selotip hias
6540	tali gelang, senar manik
49	thread: benang jahit; floss: benang sulam
5062	kawat bulu, kawat chenille
505418	kawat bunga
6955	emblem bordir, patch baju
32	manik manik, mote
4054	stiker hias, stiker dekorasi
6146	karet kolor, karet elastis
505411	bulu hias
198	batu permata, batu akik
505412	ribbons: pita, pita satin; trim: renda
505410	sequins: payet; glitter: serbuk gliter
1927	label baju, label jahit
505407	dakron, kapas dakron, isi bantal
505405	inner bantal, bantal polos
505383	leather: bahan kulit; vinyl: kulit sintetis
3692	plastisin, lilin mainan, tanah liat
505375	parafin, lilin parafin
505384	bahan kain, kain meteran
505397	kain kanvas
505398	kain strimin
19	kanvas lukis
7076	kain keras, viselin
7402	sumbu lilin
232168	isi cutter, mata cutter
4580	sarung mesin jahit, cover mesin jahit
5120	sepatu mesin jahit
503348	sparepart mesin jahit, onderdil mesin jahit
504639	alat kerajinan tangan
1653	pisau palet, pisau lukis
1719	palet lukis, palet cat
504641	gunting kertas, gunting kantor
5136	pisau cutter
6161	pendedel, pembuka jahitan
6447	gunting benang
18	kuas lukis, kuas cat
4032	stempel hias
3083	jangka, jangka gambar
6125	rakel sablon
2671	stensil, mal gambar
6157	penggaris jahit, penggaris pola
5137	alas potong, alas cutter
6150	manekin jahit, patung manekin
6158	ram sulam, ring sulam
4073	lem tembak, pistol lem
6127	hakpen, jarum rajut
5992	jarum jahit tangan, jarum jahit
6139	jarum rajut
4579	jarum mesin jahit
6101	peniti
6159	jarum pentul, pentul
505422	alat tenun tangan
505421	mesin tenun
615	mesin jahit
6137	alat pemintal benang
6156	bidal
6163	pemasuk benang jarum
6153	penggulung benang
505394	tempat jarum, bantalan jarum
499971	kotak jahit, set alat jahit
505395	tempat benang, rak benang
8007	cetakan resin, cetakan silikon
505373	pola kristik, pola sulam
3697	pola jahit, pola baju
217	uang kuno, koin kuno, uang lama
221	pedang koleksi, pedang samurai
1340	rak pedang, dudukan pedang
6997	kartu koleksi
219	perangko, prangko
218	fosil, batu fosil
37	miniatur, diecast
3515	atribut suporter
3576	atribut suporter bola, syal bola
5150	kereta api mainan, miniatur kereta api
4175	miniatur rakitan
505310	tas terompet, tas trumpet
505308	mouthpiece terompet, mouthpiece trumpet
505309	stand terompet
505288	tongkat dirigen, baton dirigen
3270	tuner gitar, alat stem gitar
505365	metronom
505328	kursi piano, bangku piano
4142	stand partitur, stand not lagu
8461	cover ampli, sarung ampli
8462	knop ampli
7364	stand ampli
8480	tabung ampli, tabung vakum
56	ampli gitar, ampli bass
7357	tas keyboard musik, softcase keyboard
3588	stand keyboard, stand keyboard musik
3324	pedal sustain, pedal keyboard
7100	tas drum, tas cymbal, softcase drum
7231	peredam drum
7153	kulit drum, membran drum
7152	kunci drum, kunci stem drum
7103	beater pedal drum, beater drum
7101	pedal drum, pedal bass drum
7151	tas stik drum
59	stik drum, stick drum
7283	tas cajon, tas djembe
7308	stand snare, stand simbal
3502	aksesoris gitar
3775	spul gitar akustik, pickup gitar akustik
5367	capo gitar, kapo gitar
3412	spul gitar listrik, pickup gitar elektrik
3882	tas gitar; guitar cases: hardcase gitar; gig bags: softcase gitar
503032	sparepart gitar, part gitar
4111	pick gitar, pik gitar
5368	slide gitar
3646	stand gitar, standing gitar
499688	strap gitar, tali gitar
3178	senar gitar
3176	dryer gitar, pemutar senar gitar
503033	aksesoris biola
503040	penggesek biola, bow biola
503039	tas biola, hardcase biola
503038	sparepart biola
503037	peredam biola, mute biola
503036	pickup biola, spul biola
503035	stand biola
503034	senar biola, senar cello
3374	rosin biola, gondorukem
4911	kain lap gitar
4912	pembersih gitar, polish gitar
4819	tas klarinet
4831	mouthpiece klarinet
4824	reed klarinet
5046	holder harmonika, penyangga harmonika
4794	aksesoris saksofon, aksesoris saxophone
4853	tas saksofon, tas saxophone
4863	mouthpiece saksofon, mouthpiece saxophone
4857	stand saksofon, stand saxophone
4858	reed saksofon, reed saxophone
4859	strap saksofon, tali saksofon
4983	akordeon, akordion
70	trombon
505770	trompet, terompet alat musik
6001	alat musik elektronik
74	keyboard musik, keyboard piano
75	alat musik perkusi
3043	simbal, simbal drum
2518	drum set, set drum
2856	drum elektrik, drum elektronik
7431	belira, bellyra
6098	gong gamelan
7555	lonceng tangan
7295	kendang, gendang
7300	rebana, rebana hadroh
7299	darbuka
7287	marakas
2515	tamborin
7232	pad latihan drum
77	alat musik petik, alat musik senar
80	gitar, gitar akustik
84	harpa
78	kontrabas, bass betot
85	biola alto
86	biola
87	alat musik tiup
88	klarinet
89	suling, seruling
4743	harmonika
4744	karinding, genggong
5481	pianika
7249	okarina
90	suling recorder, rekorder
91	saksofon
5916	korsase, bunga korsase
2899	bunga segar, bunga potong, buket bunga segar
53	voucher hadiah, voucher belanja
94	pembungkus kado, kertas kado
5838	tas kado, paper bag kado
5091	kotak kado, box kado, kotak hadiah
8213	tag kado
2816	kertas kado
95	kartu ucapan
6311	set balon dekorasi, paket balon
2587	balon, balon ulang tahun
2531	banner ulang tahun
4730	lilin ulang tahun, lilin angka
505763	pita kursi
2781	konfeti, kertas konfeti
8216	pompom kertas, pompom dekorasi
5043	sedotan, pengaduk minuman
4914	fireworks: kembang api; firecrackers: petasan, mercon
1371	undangan, kartu undangan
2783	terompet ulang tahun, terompet tahun baru
5452	souvenir ulang tahun, bingkisan ulang tahun
5453	souvenir pernikahan, souvenir nikah
6906	topi ulang tahun, topi pesta
502981	tirai foil
502972	paket dekorasi ulang tahun, set dekorasi ulang tahun
4915	kembang api lidi
7097	kotak amplop, kotak angpao
5711	bola disko, lampu bola disko
409	mesin asap, mesin kabut
503028	stand lampu panggung
410	lampu panggung, lampu disko
5721	bubur bayi, sereal bayi
5719	makanan bayi, mpasi
5720	snack bayi, camilan bayi, biskuit bayi
8436	susu pertumbuhan anak, susu anak
499997	mesin tetas telur, inkubator telur
505821	pakan ternak
6990	tempat pakan ternak, tempat pakan ayam, tempat minum ayam
499946	tali kekang
7498	kaca mulut, kaca gigi
7531	alat dokter gigi, set alat dental
5098	mangkok kertas, mangkok plastik
5099	gelas plastik, gelas kertas, cup plastik
5100	sendok plastik, garpu plastik
5101	piring kertas, piring plastik
503768	takel, katrol takel
503771	dongkrak, hand pallet
503769	katrol
3230	alat kejut jantung
6972	palu refleks, garpu tala
499858	tandu, brankar
4245	otoscopes: otoskop; ophthalmoscopes: oftalmoskop
4364	stetoskop
6280	monitor pasien
5169	bed periksa pasien, ranjang periksa
4435	ranjang pasien, bed pasien, tempat tidur rumah sakit
5170	lemari obat, lemari alat medis
5171	troli medis, troli rumah sakit
5173	troli emergency
5174	tiang infus, standar infus
5172	meja operasi
6281	pinset medis, pinset bedah
232166	mata pisau bedah
8026	pisau bedah
499935	benang jahit luka, benang bedah, jarum jahit luka
7063	sarung jari karet, sarung jari
511	sarung tangan medis, handscoon, sarung tangan latex
499696	spuit, jarum suntik
505828	kantong stoma, kantong kolostomi
7324	spatel lidah
6491	manekin cpr
4122	jarum tindik
5853	penutup tato
4215	tinta tato
4379	mesin tato
4072	jarum tato
4290	alat deteksi uang palsu, pendeteksi uang palsu
4283	laci kasir, laci uang kasir
505808	mesin edc
505824	mesin kasir
4151	mesin hitung uang, alat hitung uang
4055	bandrol uang, pengikat uang
4116	autoklaf
4336	sentrifus, mesin sentrifugasi
503722	corong kaca, corong laboratorium
4231	oven laboratorium
4555	aksesoris mikroskop
4557	kamera mikroskop
4556	lensa okuler, okuler mikroskop
4665	lensa objektif mikroskop
4664	lampu mikroskop
4558	kaca preparat
158	mikroskop
4310	gelas kimia, gelas beaker
4061	gelas ukur
4036	labu erlenmeyer, labu ukur
4276	cawan petri
4075	pipet, pipet tetes
4155	rak tabung reaksi
4306	tabung reaksi
4140	botol semprot laboratorium
4131	papan nama led, running text
7407	masker debu
2473	masker gas, masker respirator
513	masker medis, masker bedah
4432	lensa kamera
5346	lensa cctv
5280	lensa kamera video
5588	adapter lensa, ring adapter filter
4441	tas lensa, pouch lensa
2829	tutup lensa, tutup lensa kamera
4416	konverter lensa
147	filter lensa, filter kamera
2627	hood lensa
8174	paket aksesoris kamera, set aksesoris kamera
6308	tas kamera, case kamera
153	film kamera, roll film, film analog
5479	aksesoris flash kamera
148	flash kamera, lampu flash kamera
500037	grip kamera, hand grip kamera
296248	sensor kamera
5532	remote kamera
296249	lcd kamera, layar kamera
499998	stabilizer kamera, gimbal kamera
5429	tali kamera, strap kamera
2987	bracket flash
500107	monitor kamera, monitor eksternal kamera
5937	aksesoris cctv
6307	housing kamera, casing kamera bawah air
2394	lampu video, lampu kamera
5282	aksesoris teropong
5545	tas teropong
5284	aksesoris teleskop
5543	aksesoris scope senapan
4640	tas tripod
4639	kepala tripod, head tripod
165	teleskop, teropong bintang
1695	teleskop senapan, scope senapan
2804	kertas foto
1611	background foto, backdrop foto, background foto studio
503018	aksesoris lampu studio
3056	diffuser flash
5431	reflektor foto
5432	softbox lampu studio
2926	lampu studio, lampu studio foto, flash studio
2007	stand lampu studio, tiang lampu studio
5697	baju sepeda, jersey sepeda, pakaian sepeda
3128	celana bib sepeda, bib sepeda
3455	jersey sepeda, baju sepeda
3188	celana sepeda, celana pendek sepeda, celana padding sepeda
3729	celana panjang sepeda, legging sepeda
5378	celana tinju, celana boxing
499979	kostum tari, baju tari, rok balet
5460	baju berburu
5461	rompi mancing, rompi berburu
5552	celana tactical, celana pdl
5379	celana muay thai, celana mma
5517	jaket riding, pakaian pelindung motor
6006	jaket motor, jaket riding
5463	wearpack motor, baju balap motor
7003	celana riding, celana motor
5555	baju paintball
5408	celana bayi, celana anak
5424	dress bayi, gaun bayi
5549	cover popok, celana popok bayi
5425	jaket bayi, jaket anak
5622	setelan bayi, baju bayi set, setelan anak
5412	baju tidur bayi, piyama bayi
5423	kaos kaki bayi, stocking bayi
5409	baju renang bayi, baju renang anak
5410	kaos bayi, atasan bayi
5411	jumper bayi, romper bayi
5621	celana dalam anak, cd anak
5513	gaun tidur, daster
2302	kimono handuk, jubah mandi
5490	baju senam, bodysuit wanita
7132	celana kodok, baju kodok, celana overall
5250	jumpsuit wanita
5598	jackets: jaket; coats: mantel
5909	baju salju, celana salju
3066	jas hujan setelan, jas hujan
5514	celana hujan, celana jas hujan
1516	setelan rok kerja, setelan blazer rok
5183	setelan celana wanita, setelan blazer celana
1580	tuksedo, jas pengantin pria
5343	kimono jepang, baju kimono
8149	baju baptis, gaun baptis
8248	sari india, kain sari
5676	baju yukata
7207	aksesoris bra
7208	bantalan tali bra
7211	tali bra, extender bra
7210	busa bra, busa payudara
7209	penutup puting, stiker puting
214	bh, bra wanita
215	stocking wanita, stoking
1772	baju tidur seksi, lingerie wanita
1807	baju termal, celana termal
2963	rok dalam
1578	korset, korset pelangsing, stagen
2745	kaos dalam, singlet
5484	wearpack kerja, celana kerja
5878	baju pilot
7235	baju chef, seragam restoran
7237	topi koki, topi chef
2396	baju chef, baju koki, seragam chef
7236	celana chef, celana koki
5949	seragam tentara, baju loreng
206	seragam sekolah, baju sekolah
3414	seragam satpam, baju satpam
3598	jersey olahraga, seragam olahraga, baju olahraga
3191	baju baseball, jersey baseball
3439	jersey basket, baju basket, kostum basket
3683	baju cheerleader, kostum cheerleader
5564	jersey bola, baju bola, kostum bola
4003	seragam bela diri, baju karate, baju silat
3253	baju wasit, seragam wasit
3379	baju softball
3852	baju gulat, singlet gulat
2292	jas lab, jas dokter, snelli
5330	gaun bridesmaid, dress bridesmaid
5329	gaun pengantin, gaun pernikahan
5623	ikat pinggang anak, sabuk anak
5624	sarung tangan bayi
5625	topi bayi, kupluk bayi
5446	slayer pengantin, veil pengantin
8451	donat rambut, alat cepol rambut
2477	sisir rambut, sisir
4057	rambut sambung, rambut palsu jepit
1948	tusuk konde, tusuk rambut
6183	harnet, jaring rambut
502988	jepit rambut, jedai, jepitan rambut
5915	mahkota bunga, bando bunga
1662	bando, bando rambut
1483	ikat rambut, kuncir rambut, karet rambut
5914	mahkota, mahkota tiara
7305	aksesoris wig
7307	jaring wig
7306	lem wig
181	rambut palsu, wig wanita
1922	hiasan kepala
5939	turban wanita, sorban
5685	kaos kaki jempol
5907	jubah kostum, jubah superhero
8200	sarung tangan kostum
5426	topi kostum, topi pesta
500118	darah palsu, luka palsu
8018	perhiasan mainan anak
5123	tali jam, strap jam, tali jam tangan
7471	stiker jam tangan
505797	aksesoris headphone, aksesoris headset
503004	busa headphone, eartip earphone, karet earphone
5395	aksesoris karaoke
5396	chip karaoke, chip lagu karaoke
232	aksesoris mp3
3055	casing mp3
3306	aksesoris mic, aksesoris mikrofon
3912	stand mic, stand mikrofon, tiang mic
7163	aksesoris speaker
500112	tas speaker, cover speaker, sarung speaker
500120	komponen speaker, sparepart speaker
8047	tas stand speaker
8049	stand speaker, bracket speaker, tiang speaker
2372	aksesoris turntable, jarum turntable
236	mixer audio, mixer sound system
241	receiver audio
5129	transmitter audio
5130	transmitter bluetooth
4035	transmitter fm, pemancar fm
505771	earphone, headset bluetooth
234	mikrofon, mic
224	ampli, power ampli
4493	ampli headphone, amp headphone
5381	power ampli, ampli
5435	crossover speaker, crossover audio
248	equalizer audio
3945	preamp mic, preamp mikrofon
5369	preamp phono, preamp turntable
249	speaker aktif, pengeras suara, speaker bluetooth
505298	paket rekaman, paket home recording
225	radio tape, radio kaset
226	pemutar cd
243	pemutar kaset, walkman kaset
230	mesin karaoke, speaker karaoke
233	pemutar mp3, pemutar musik mp3
6886	radio fm, radio portable
251	tape compo, mini compo
256	pemutar piringan hitam, gramofon, pemutar vinyl
244	perekam suara, alat perekam suara
4923	alat dj, peralatan dj
4010	project board
3220	kapasitor, kondensator, elco
7260	kristal osilator, osilator
3121	induktor, kumparan
8546	pcb hardisk, board hardisk
8516	mainboard tv, pcb tv, mesin tv
3632	dioda
7257	ic elektronik, chip ic
3949	mikrokontroler
273	ht, walkie talkie, handy talky
271	telepon rumah, telepon kabel
272	telepon wireless, telepon tanpa kabel
264	aksesoris hp
8111	lensa kamera hp, lensa hp
5566	holder hp mobil, dudukan hp mobil
2353	casing hp, case hp, softcase hp
4550	gantungan hp, strap hp, tali hp
7347	sparepart hp
499916	jarum sim card, pin sim
267	hp, ponsel, handphone
1924	telepon satelit
265	aksesoris telepon
503001	converter audio, konverter audio
4463	adapter kabel audio, sambungan kabel hdmi
146	adapter micro sd, adapter memori
7182	adapter usb, converter usb, otg usb
5477	tiang antena, bracket antena
5478	rotator antena
6016	lnb parabola
499944	splitter dvi
8164	splitter hdmi, switch hdmi
499945	splitter vga
3764	klem kabel, klip kabel
500036	tang cable tie
6402	tray kabel
499686	label kabel, penanda kabel
6780	pelindung kabel, selongsong kabel, spiral kabel
4016	pengikat kabel, kabel ties, tali ties
1867	kabel audio, kabel av, kabel hdmi
3461	kabel kvm
1480	kabel lan, kabel utp, kabel jaringan
500035	kabel data, kabel usb
1763	kabel power, kabel power pc
3541	kabel telepon, kabel rj11
7530	garskin laptop, skin laptop, cover laptop
5489	stand laptop, stand monitor, dudukan laptop
6291	bantalan pergelangan tangan, bantalan tangan keyboard
6979	laci keyboard, rak keyboard
300	docking laptop, docking station laptop
1993	alas mouse, mousepad gaming
5669	ujung stylus, mata pena stylus
5308	pen stylus, pena stylus, stylus hp
499956	stand tablet, dudukan tablet, holder tablet
291	psu pc, power supply komputer
292	prosesor, prosesor komputer
293	rak server, rack server
295	fan pc, kipas pc, cooler prosesor
296	casing pc, casing komputer
286	soundcard, soundcard pc
297	vga, vga card, kartu grafis
503755	riser vga
1487	tv tuner komputer
6476	stand scanner barcode, dudukan scanner barcode
8008	aksesoris stik game, aksesoris joystick
503003	keycap keyboard, tombol keyboard
139	scanner barcode, alat scan barcode, pembaca barcode
5309	pena digital
505801	pembaca kartu, smart card reader
5366	pemindai sidik jari, sensor sidik jari
301	stik game, joystick, gamepad
302	pen tablet, tablet gambar
1562	switch kvm
303	keyboard komputer, keyboard pc
3580	card reader micro sd, pembaca kartu memori
304	mouse komputer, mouse wireless
4512	numpad, keypad angka
308	touchpad laptop
4224	sparepart laptop
6416	engsel laptop
4270	casing laptop, frame lcd laptop
7501	kabel fleksibel laptop, flexible lcd laptop
4301	keyboard laptop
4102	lcd laptop, layar laptop
43617	speaker laptop
8160	touchscreen laptop
1623	aksesoris hardisk
381	tas hardisk, pouch hardisk, case hardisk
4417	docking hardisk
505767	casing hardisk, caddy hardisk
380	hardisk, hdd
377	dvd rw, dvd eksternal
3712	flashdisk, flash disk
7349	sparepart tablet
45262	speaker tablet
500013	lcd tablet, touchscreen tablet
311	hub usb
8158	bracket vga, penyangga vga
5523	garskin, stiker laptop
5469	pelindung keyboard, silikon keyboard laptop
5467	anti spy laptop, filter privasi
5468	anti gores, tempered glass, pelindung layar
3387	kartu memori, micro sd, memori hp
3672	tempat memory card, kotak kartu memori
276	baterai, batre
1722	baterai kamera, batre kamera
1880	baterai telepon wireless
4928	batu baterai, baterai aa, baterai alkaline
1564	baterai laptop, batre laptop
499810	baterai mp3
1745	baterai hp, batre hp
7438	baterai tablet, batre tablet
6289	aki ups, baterai ups
2222	baterai handycam, baterai kamera video
500117	baterai stik ps, baterai stik game
8243	tempat baterai, holder baterai
3130	charger baterai kamera, charger kamera
7167	charger baterai aa, charger batu baterai
499928	tester baterai, alat cek baterai
505295	adaptor, casan, charger hp
3160	stop kontak, terminal listrik, colokan listrik
7135	colokan universal, steker universal
1348	ups komputer
5496	access point wifi
5497	router wifi
5259	drum printer, drum unit toner
5260	pita printer, ribbon printer
5261	head printer
7362	tinta refill, tinta printer, serbuk toner
356	cartridge printer, toner printer
5459	meja printer, rak printer, stand printer
397	proyektor, proyektor mini
398	ohp, proyektor ohp
399	proyektor slide
401	receiver parabola, receiver tv parabola
4760	kacamata 3d
283	aksesoris monitor
393	aksesoris proyektor
4570	stand layar proyektor
395	layar proyektor, screen proyektor
5257	bracket proyektor, gantungan proyektor
394	lampu proyektor
403	sparepart tv, aksesoris tv
4458	bracket tv, bracket monitor, breket tv
43616	speaker tv
5471	lampu backlight tv
5503	stb tv digital, set top box tv digital
388	pemutar dvd
5276	tv box android, android box
414	bir
417	minuman keras, minuman beralkohol
421	minuman anggur, anggur merah
7159	stik roti
5747	sereal bar
6192	chiki keju, snack keju
2392	keripik, keripik kentang, kripik
1445	biskuit crackers
5745	kacang campur, trail mix
3284	dendeng, dendeng sapi
1534	berondong jagung
5743	puding, jelly cup
6847	topping salad
7427	stik wijen
7327	mochi, kue moci, kue ketan
1895	kue muffin
1573	roti bagel
2229	biskuit, kue kering
424	roti; breads: roti tawar; buns: roti manis
2194	kue tart, kue ulang tahun, bolu
5751	donat
5790	cone es krim, kerucut es krim
5750	kue pastry
5749	pie buah, pai
6891	kulit taco
5748	kulit tortilla, kulit kebab
6905	bumbu kari, saus kari
6845	topping dessert, topping es krim
6854	topping buah
6844	topping es krim, sirup topping
5763	kecap ikan
5762	saus gravy
4947	madu, madu murni
4614	saus sambal, saus pedas, sambal botol
2018	saus tomat, saos tomat
500074	saus barbeque, saus bbq, bumbu marinasi
1568	mayones, mayonaise
1387	saus mustard
5760	buah zaitun
5759	saus pasta, saus spaghetti, saus bolognese
500076	acar, asinan
6203	saus pizza
1969	dressing salad, saus salad
4615	bumbu sate, bumbu kacang
4616	kecap, kecap asin, kecap manis
500089	saus asam manis
4943	sirup, sirop
4692	pasta wijen
6783	saus tartar
500105	saus carbonara, saus krim, saus putih
6246	kecap inggris
6754	chocochips, coklat chip
5776	coklat blok, coklat batang, dcc
5775	perisa makanan, essence kue, pasta perisa
2572	premix kue, tepung premix
2803	pengembang kue
5774	soda kue
6774	tepung bumbu, tepung crispy
4613	tauco, miso
5773	tepung roti, tepung panir
500093	susu bubuk, susu kental manis, susu kaleng
2126	minyak goreng, minyak sayur
5771	tepung maizena, tepung tapioka, tepung kanji
5777	angciu, arak masak, mirin
5770	sirup jagung
5755	puff pastry, kulit pastry
5753	kulit pie, kulit pai
6775	meses, sprinkle kue, hiasan kue
7127	pewarna makanan, pewarna kue
5769	buttercream, krim hias kue, fondant
499986	sari lemon, air lemon, jus lemon
5800	isian kue, selai isian
5765	shortening: mentega putih; lard: lemak babi
7354	bibit yogurt, starter yogurt, bibit kefir
503734	sugar: gula pasir, gula; sweeteners: pemanis
499707	boba, sagu mutiara
6922	pasta tomat
5766	molase, tetes tebu
5768	bubuk gelatin, gelatin sapi
2140	cuka, cuka makan
5778	tepung pancake, tepung waffle
2905	ragi, ragi instan
5827	butter: mentega; margarine: margarin
429	keju
4418	krimer, creamer kopi
6821	whipping cream, krim kocok
6831	saus keju, selai keju
2188	selai, selai buah, selai roti
3965	selai kacang, selai almond
1702	saus salsa
499991	es krim
6873	es krim batangan, es krim cone
5789	es lilin, es loli, es mambo
5798	sayur kaleng, sayuran kalengan
5796	kacang kering, kacang merah, kacang hijau
1755	buah kering, manisan buah kering
7387	sayur kering, sayuran kering
5795	buah segar, buah beku
6566	apel, buah apel
6572	alpukat, alpokat
6574	pisang
6582	buah beri
6589	sukun, buah sukun
503759	jeruk
6636	jeruk lemon, lemon segar
6642	jeruk nipis, jeruk limau
6658	jeruk, jeruk manis
6809	kelapa, kelapa muda
6812	kurma, buah kurma
6676	buah naga
6810	buah tin, buah ara
499906	buah campur
6626	anggur, buah anggur
6625	jambu biji
6633	buah kiwi
6640	lengkeng, kelengkeng
6638	leci, buah leci
6645	manggis, buah manggis
6649	buah melon, semangka
6661	pepaya, buah pepaya
6667	markisa, buah markisa
6665	buah pir, pir
6672	kesemek, buah kesemek
6671	ciplukan
6670	nanas, buah nanas
6673	delima, buah delima
6678	rambutan
6688	sawo, buah sawo
6691	sirsak, buah sirsak
6594	belimbing, buah belimbing
6567	aprikot, buah aprikot
6601	buah ceri, buah cherry
6646	mangga, buah mangga
505301	buah persik, buah peach
6674	buah plum
6814	srikaya, buah srikaya
6698	asam jawa
5793	sayur segar, sayuran beku
6613	terong, terung
6577	buncis, kacang panjang
6580	buah bit, bit merah
6591	brokoli
6592	kol, kubis
6595	wortel
6600	kembang kol, bunga kol
6599	seledri, seledri batang
6609	jagung, jagung manis
6608	timun, mentimun, timun jepang
6615	sayur pakis, daun pakis
6616	sawi pahit, sawi hijau
6617	kailan
6620	bawang putih
6619	jahe, jahe merah
6622	sayur hijau, sayuran daun
6584	pakcoy, pak choy
6610	caisim, sawi hijau
6629	daun kale, sayur kale
6637	selada, daun selada
6656	kangkung
6569	daun arugula
5792	sayur salad, salad sayur
6695	bayam
6706	caisim
6630	bengkuang
6627	daun bawang, bawang prei
6644	akar teratai, renkon
6653	jamur, jamur segar, jamur tiram
6655	bawang bombay
6669	kacang polong, kacang kapri
6668	cabai, cabe, paprika
6586	kentang
6682	lobak, lobak putih
6818	bawang merah
503761	tauge, kecambah
505354	labu, labu kuning, labu siam
6694	tebu
6585	ubi, ubi jalar
6692	terong belanda
6704	talas
6703	tomat
499905	sayur campur, sayuran campur beku
6700	selada air
6705	singkong
5794	saus buah
5799	buah kaleng, buah kalengan
5797	kacang kaleng, kacang kalengan
4687	biji barley
4689	sereal, sereal sarapan
4686	jewawut, milet
4690	havermut, bubur oat
7374	gandum hitam
4688	gandum, biji gandum
5805	daging segar, daging beku
5804	daging olahan, daging asap
5811	kornet, daging kaleng, kornet sapi
5812	seafood beku, seafood segar, ikan segar
5813	ikan kaleng, sarden, tuna kaleng
499988	makanan siap saji, makanan siap santap
1529	bumbu dapur; spices: rempah, rempah rempah
4610	micin, penyedap rasa, vetsin
6199	lada, merica, lada hitam
6839	keju vegan, keju nabati
6843	daging nabati, daging vegan
5810	tempe
5809	tahu
7072	bumper kasur bayi, pembatas kasur bayi
4268	kotak mainan, box mainan, tempat mainan
2081	kabinet wastafel, lemari wastafel
6360	meja rias, meja makeup
2242	meja gambar, meja lukis
4317	meja rapat, meja meeting
5044	bangku taman, kursi taman panjang
6828	kursi taman, kursi teras, kursi outdoor
4513	sofa teras, sofa taman, sofa outdoor
4105	kursi berjemur, kursi santai pantai
1395	meja tamu, meja kopi
1549	meja sudut, meja samping sofa
1602	meja konsol
6795	amonia, cairan amonia
7504	pembersih beton, pembersih batu alam
1749	pembersih saluran mampet, pembersih pipa mampet
500088	minyak korek, bensin korek
7470	bakteri septic tank, pembersih septic tank
3031	batu bata, bata ringan, batako
2282	semen, semen instan, mortar instan
499876	nat keramik, semen nat
1361	cat tembok, cat
1648	plitur kayu, plitur
2058	cat dasar, cat dasar tembok
503738	pernis, vernis kayu
2972	bel pintu, bel rumah
6446	penutup pintu otomatis
503727	kusen pintu, kusen
1356	gagang pintu, handle pintu, pegangan pintu
2665	penahan pintu, stopper pintu, ganjal pintu
4468	pintu garasi, rolling door garasi
4634	pintu rumah, daun pintu, pintu kayu
4544	aksesoris talang air, sambungan talang
121	talang air, talang
8270	genteng, genteng metal, atap sirap
503728	kusen jendela
4698	magnet pintu lemari
4699	pintu lemari, pintu kabinet
4700	handle lemari, tarikan laci, gagang lemari
6298	tali karet pengikat, tali elastis
1492	rantai besi, rantai
3053	tali tambang, sling baja, kawat sling
6297	tali pengikat barang, tali ratchet
5119	tali goni, tali rami
6904	kawat bendrat, kawat besi, kawat
1508	fisher gypsum
2408	paku, paku beton
1739	mur baut, baut mur
7062	paku rivet, paku keling
2251	sekrup, baut sekrup
500055	besi drat, as drat
2195	ring baut, ring plat
503764	sambungan rantai
503770	segel sling, pengait crane
502992	gesper tas, gesper plastik
4199	gulungan selang, penggulung selang
2485	sabuk perkakas, tas pinggang tukang
6876	tas perkakas, tas alat tukang
3980	kotak perkakas, box perkakas
3280	lemari perkakas
3919	meja kerja bengkel, meja kerja tukang
1897	termostat
6732	seal karet, packing karet
2710	verlop pipa, sok drat
2909	dop pipa, tutup pipa
2359	sambungan pipa, sok pipa, fitting pipa
1694	flange pipa, flens pipa
2634	klem pipa
2466	stop kran, katup air
2463	kran bathtub, keran bak mandi
2851	saringan floor drain, saringan wastafel, tutup saluran air
1932	pembersih saluran mampet
1407	spiral pembersih saluran
1319	leher angsa, pipa leher angsa
2170	afvoer wastafel, pembuangan wastafel
504636	saluran pembuangan air
2206	sparepart shower
8277	pemanas air shower
2088	tiang shower
1779	partisi kamar mandi, pintu shower kaca, shower box
581	kepala shower, shower mandi
5048	filter shower, saringan air shower
1963	aksesoris wastafel
2410	kaki wastafel
1489	aksesoris kran
8115	saringan ujung kran, aerator kran
8116	gagang kran, handle kran
2691	sparepart kloset
1425	pelampung tangki kloset, isian tangki kloset
504634	jet shower, semprotan kloset
1865	tutup kloset, dudukan kloset
7358	alas duduk kloset, alas duduk toilet
7446	sarung tutup kloset
5666	tutup tangki kloset
2817	tuas flush kloset, tombol flush kloset
5665	tangki kloset, tangki air kloset
1636	bak rendam, bak mandi rendam
7244	shower box, bilik shower
1687	wastafel, bak cuci piring
2886	wastafel, wastafel kamar mandi
2757	bak cuci piring, sink dapur
2062	kloset, wc duduk
1921	kloset duduk, wc duduk, kloset jongkok
1746	urinoir, urinal pria
2055	filter air, saringan air
2343	dispenser air, dispenser galon
1821	keran air minum
1390	alat penyuling air, alat destilasi air
2171	aksesoris filter air
2063	cartridge filter air, isi filter air
2406	housing filter air, tabung filter air
1952	pelunak air, softener air
499770	pipa conduit, pipa listrik
3797	selongsong bakar, selang bakar
1935	saklar lampu, saklar
7370	gagang kapak
7369	kepala kapak, mata kapak
1540	mata bor, mata obeng
7140	sambungan mata bor
6378	pengasah mata bor, asahan mata bor
8276	kepala bor, chuck bor
8275	dudukan bor, stand bor
6806	mata bor holesaw
499860	batu gerinda, mata gerinda
7055	gagang palu
7057	kepala palu
7415	probe multitester, kabel multitester
328062	pembersih kuas
7020	refill roll cat
3673	mata router, mata profil kayu
3300	meja router
3240	amplas, kertas amplas, spons amplas
7346	mata gergaji jigsaw
3629	dudukan solder, tempat solder
3609	mata solder, ujung solder
505831	isi cutter, mata cutter, refill cutter
2202	mata gergaji, daun gergaji
1181	gunting besi
1182	pemotong kaca, alat potong kaca
1454	gunting seng, gunting plat
7562	tang potong
2080	pemotong pipa, gunting pipa
1824	pemotong besi beton, gunting besi beton
2726	pemotong keramik, alat potong keramik
2411	pisau cutter
1367	bor tanah, mata bor tanah
1216	bor duduk, mesin bor duduk
2629	bor listrik, mesin bor, bor tangan
1994	bor angin, bor pneumatik
2208	palu, martil
505364	mesin bobok, bor bobok
635	bangku tangga, tangga lipat kecil
2305	molen, mesin molen, mesin aduk semen
1555	benang tukang, benang bangunan
2337	roskam
2181	sendok semen, cetok
5515	alat ukur kualitas udara
500058	alat ukur kecepatan angin
2192	jangka sorong, sigmat
5487	meteran laser, alat ukur jarak
503737	tespen, multitester, avometer
1640	meteran air, alat ukur debit
1991	detektor gas, pendeteksi kebocoran gas
4754	higrometer, alat ukur kelembaban
4506	termometer tembak, thermogun, termometer infrared
4081	waterpass, timbangan air
4931	waterpass laser
1698	timbangan, timbangan digital
1459	meteran dorong, meteran roda
4755	alat ukur kadar air
1198	busur derajat, busur
2021	penggaris, mistar
4757	alat ukur kebisingan, pengukur desibel
1205	penggaris siku, siku tukang
2481	meteran, meteran gulung
4340	teodolit
6799	kamera termal, kamera thermal
2093	termokopel
4759	alat ukur getaran
1374	stasiun cuaca
4074	alat ukur ph, pengukur ph air
1300	kuas cat
1774	roll cat, kuas roll
499888	mesin pengaduk cat, mixer cat
2465	alat semprot cat, spray gun cat
505325	saringan cat
6557	nampan cat, bak roll cat
7065	alat rivet, tang rivet
7066	tang rivet
3582	gergaji pita, mesin gergaji pita
3516	mesin potong besi, gerinda potong duduk
3594	gergaji tangan, gergaji kayu
3224	gergaji circular, mesin gergaji kayu
3725	gergaji jigsaw, mesin jigsaw
7077	mesin potong keramik
3517	gergaji miter, mesin potong miter
3706	gergaji meja, mesin gergaji meja
6965	set perkakas, kunci set
4716	set perkakas listrik, paket alat listrik
5851	jarum akupuntur, jarum akupunktur
505819	strap smartband, tali smartwatch
3905	strip gula darah, strip tes gula darah
3111	pen lancet, jarum lancet
6285	manset tensimeter, manset tensi
500009	gelang pintar, smartband
500	timbangan badan, timbangan berat badan
2246	alat cek gula darah, alat tes gula darah, glukometer
495	tensimeter, alat ukur tensi, tensimeter digital
496	timbangan lemak, alat ukur lemak tubuh
2633	alat tes alkohol
497	alat cek kolesterol, alat tes kolesterol
505822	tes ovulasi, alat tes kesuburan
501	termometer, termometer digital, termometer badan
4767	doppler janin, alat detak jantung janin
5551	oksimeter, alat ukur saturasi oksigen
2954	antiseptik, cairan antiseptik, kapas alkohol
6206	pelindung gips, pelindung perban
4527	obat cuci mata, pencuci mata
510	kotak p3k, p3k, kotak obat
516	kompres panas dingin
6205	bantal pemanas, kompres hangat elektrik
4753	kompres dingin, kantong es
5848	balsem, balsem gosok
509	perban, plester luka, kasa
5702	susu diet, minuman pengganti makan
6242	gel energi
7413	susu sonde, makanan sonde
525	vitamins: vitamin, multivitamin; supplements: suplemen
7337	tes golongan darah, alat cek golongan darah
2552	tes narkoba, alat tes narkoba
7336	tes hiv, alat tes hiv
1680	test pack, tes kehamilan, alat tes kehamilan
3512	skuter lansia, skuter disabilitas
3364	kursi roda
7243	kursi mandi lansia, kursi mandi
5164	alat bantu jalan, tongkat jalan
5165	tongkat jalan, tongkat lansia, tongkat kaki tiga
4248	kruk, tongkat ketiak
5166	alat bantu jalan lansia, walker lansia
8541	alat terapi listrik, alat stimulasi otot
4552	alat nebulizer, alat uap asma
499692	tabung oksigen
7404	bantal punggung, bantal sandaran punggung
474	perlengkapan mandi, sabun mandi
499913	tisu basah, tisu basah dewasa
2503	sabun batang, sabun mandi batang
2522	garam mandi, bath bomb
2876	sikat punggung, sikat mandi
2875	spons mandi, puff mandi
3691	cairan pembersih tangan, gel pembersih tangan
3208	sabun cuci tangan cair
4049	topi mandi, penutup rambut mandi
6331	pembersih kuas makeup, sabun kuas makeup
2619	alat makeup, alat kecantikan
2548	alat makeup, alat rias
7356	stiker kelopak mata, lem kelopak mata
6555	cetakan alis, stensil alis
6282	karet penjepit bulu mata
2780	penjepit bulu mata, pelentik bulu mata
476	cermin makeup, kaca rias
4121	kertas minyak wajah, kertas penyerap minyak
7493	pinset bulu mata palsu
7256	lem bulu mata, lem bulu mata palsu
502997	pembersih lem bulu mata
3025	kuas makeup, brush makeup
4106	spons makeup, beauty blender, spons bedak
499822	palet makeup kosong, palet kosong
2975	alat manikur, alat kuku
2739	pendorong kutikula, pusher kutikula
3037	gunting kutikula
7494	pemisah jari kaki
6300	set manikur pedikur, alat manikur set
6341	buffer kuku, pengkilap kuku
2828	gunting kuku, pemotong kuku
499698	mata bor kuku
7490	bor kuku, mesin kikir kuku
5880	pengering kutek, lampu uv kuku
2734	kikir kuku, pengikir kuku
2958	alat perawatan wajah
6760	alat uap wajah, sauna wajah
7190	kikir kaki, parutan kaki, pengikir tumit
2511	batu apung
6261	alat komedo, pencabut komedo, sendok komedo
7018	roller wajah, jade roller, roller pijat wajah
8132	refill sikat wajah, kepala sikat pembersih wajah
6260	sikat pembersih wajah, sikat wajah elektrik
5981	glitter badan, glitter rambut
5979	cat tubuh, cat wajah
2779	makeup mata, riasan mata
2904	perona mata
8220	base eyeshadow, primer eyeshadow
2686	pensil alis, pomade alis, maskara alis
2761	bulu mata palsu
6340	serum bulu mata, penumbuh bulu mata, serum alis
8219	base maskara, primer maskara
2571	makeup wajah, riasan wajah
6305	perona pipi, blush on
2980	bedak, bedak wajah, bedak tabur
8218	primer wajah, base makeup
2765	alas bedak, alas bedak cair
6304	highlighter wajah
2645	lipstik, pewarna bibir
6306	lip tint, perona bibir dan pipi
2589	pensil bibir
8217	primer bibir, base lipstik
6072	setting spray, pengunci makeup
3509	tato temporer, tato stiker, tato sementara
6069	paket makeup, set alat rias
478	perawatan kuku
3009	minyak kutikula
4218	kuku palsu
6893	lem kuku, lem kuku palsu
5975	stiker kuku, hiasan kuku
2946	penghapus kutek, aseton, pembersih kutek
7445	pengencer kutek
479	parfum, minyak wangi
567	perawatan kulit, perawatan wajah
481	obat jerawat, penghilang jerawat
7429	krim anti penuaan, paket anti aging
6104	minyak tubuh
5980	bedak badan, bedak tubuh
8029	masker koin, masker kompres
2526	sabun cuci muka, pembersih wajah, facial wash
7467	paket pembersih wajah
6791	strip komedo hidung, masker hidung
482	pelembab bibir, obat bibir kering
2592	pelembab, lotion badan, handbody
6034	pembersih makeup, penghapus makeup, micellar water
6753	vaseline
6262	masker wajah, peeling wajah, sheet mask
5820	lotion anti nyamuk, obat nyamuk oles
5339	minyak berjemur
5976	toner wajah, penyegar wajah
6863	obat kutil, penghilang kutil
5706	lilin telinga, lilin terapi telinga
6559	obat tetes telinga, tetes telinga
500024	korek kuping, korek telinga, pembersih telinga
6562	pembersih kotoran telinga, set korek kuping
2596	penyumbat telinga, sumbat telinga
6862	deodoran kewanitaan
5821	sabun kewanitaan, pembersih kewanitaan, sabun sirih
2387	pembalut, pembalut wanita, pantyliner
8122	cawan menstruasi
2992	pelurus jempol kaki
3022	obat mata ikan, plester mata ikan, penghilang kapalan
3049	penghilang bau kaki, bedak kaki
2801	insole sepatu, alas sepatu, sol dalam sepatu
7495	pemisah jari kaki
8452	paket perawatan rambut
6053	penghilang cat rambut, pembersih cat rambut
2814	cat rambut, pewarna rambut
5977	kuas cat rambut, mangkuk cat rambut
6099	fiber rambut, serat penebal rambut
4766	obat rambut rontok, penumbuh rambut, tonik rambut
6052	obat smoothing, obat pelurus rambut, obat keriting rambut
3013	gunting rambut
6429	topi creambath, steamer rambut, topi pemanas rambut
1901	pomade, gel rambut, minyak rambut
5317	jepit bebek, jepit rol rambut
6019	alat penata rambut
487	combs: sisir, sisir rambut; brushes: sikat rambut
489	catokan keriting, alat keriting rambut
488	roll rambut, rol rambut
490	pengering rambut
3407	catokan, catok rambut, pelurus rambut
499992	set catokan, paket alat catok
2441	shampoo: sampo; conditioner: kondisioner
500060	garukan punggung, penggaruk punggung
1442	kursi pijat
5664	minyak pijat, minyak urut
8135	batu pijat, batu terapi pijat
2074	bed pijat, ranjang pijat, kasur pijat
471	alat pijat, alat pijat elektrik
6189	penyegar mulut, semprotan mulut
2620	benang gigi, benang pembersih gigi
5823	pelindung gigi, pelindung gigi olahraga
6455	nozzle water flosser
5295	water flosser, pembersih sela gigi air
5155	lem gigi palsu, perekat gigi palsu
5824	pembersih gigi palsu, tablet pembersih gigi palsu
2527	gigi palsu
3040	obat kumur, cairan kumur
505367	tempat retainer, kotak retainer gigi
3019	pemutih gigi
6441	pembersih lidah, sikat lidah
4775	aksesoris sikat gigi
6920	tutup sikat gigi, penutup sikat gigi
4776	kepala sikat gigi elektrik, refill sikat gigi elektrik
4942	sterilizer sikat gigi, tempat sikat gigi uv
527	sikat gigi
5154	dispenser pasta gigi, pemeras pasta gigi
4316	tusuk gigi
8214	bleaching bulu, pemutih bulu
531	aksesoris alat cukur elektrik, mata pisau shaver
532	alat cukur elektrik, cukuran elektrik, shaver elektrik
6842	aksesoris alat cukur rambut, sepatu clipper, mata pisau clipper
533	alat cukur rambut, mesin cukur rambut, clipper rambut
4507	penghilang bulu, perontok bulu
4508	krim perontok bulu, krim penghilang bulu
4510	alat cabut bulu elektrik, alat pencabut bulu
8136	pemanas wax, wax heater
7199	alat ipl, alat laser penghilang bulu
4511	wax bulu, paket waxing, wax strip
534	pisau cukur, silet cukur
2681	kuas cukur, kuas shaving
2971	krim cukur, busa cukur
5111	set alat cukur, paket alat cukur
4313	penutup mata tidur, masker mata tidur
6017	alat anti mendengkur, anti ngorok
4211	bantal leher, bantal travel
3011	perawatan softlens
7363	kit softlens, set tempat softlens
6510	tempat softlens, kotak softlens, case softlens
6509	cairan softlens, air softlens
2923	softlens, lensa kontak
2922	obat tetes mata, tetes mata
2733	lensa kacamata
524	kacamata, kacamata minus, frame kacamata
2521	aksesoris kacamata
5507	kotak kacamata, tempat kacamata, case kacamata
352853	cairan pembersih kacamata, pembersih lensa kacamata
8204	tali kacamata, rantai kacamata, strap kacamata
6977	lensa kacamata hitam
500045	tapestry dinding, kain hiasan dinding
11	patung, patung hiasan, pajangan patung
500044	poster dinding, lukisan dinding
698	tempat makan burung, tempat pakan burung
699	rumah burung, glodok burung
3898	pewangi ruangan
588	lilin, lilin aromaterapi
5847	minyak diffuser, essential oil
3686	dupa, hio
6767	wax melt aromaterapi
4546	jam weker, jam alarm
6912	jam meja, jam duduk
3696	jam standing, jam bandul
3840	jam dinding
7421	tiang bendera
2921	aksesoris kolam ikan, perlengkapan kolam
6763	fountains: air mancur, air mancur mini; waterfalls: air terjun mini
6336	tungku aromaterapi, pemanas aromaterapi
2784	tempat lilin, tatakan lilin, kandil
4741	tempat dupa, tatakan dupa, tempat hio
5504	alas pohon natal, rok pohon natal
6603	kaki pohon natal, dudukan pohon natal
3144	hiasan natal, ornamen natal, hiasan pohon natal
5991	kaos kaki natal
5930	boneka jepang, boneka kokeshi
6531	set kandang natal, patung kandang natal
6256	ring gorden, cincin gorden
6257	rel gorden, tiang gorden, besi gorden
6255	pengikat gorden, tali gorden, ikat gorden
8042	sparepart gorden, aksesoris gorden
2882	gorden, tirai, hordeng
6492	kaca patri, kaca hias
2885	tirai jendela, tirai gulung, krey
5989	kaca film jendela, stiker kaca jendela
4375	kasa nyamuk jendela, kawat nyamuk
2621	poni gorden, box gorden
5826	cover ac, sarung ac
3573	filter ac, saringan ac
3667	filter air purifier, filter pembersih udara
3402	filter humidifier
5158	aksesoris setrika uap
5159	aksesoris setrika, sepatu setrika
500085	aksesoris mesin cuci, sparepart mesin cuci
2310	anoda water heater, batang anoda
2175	tangki air panas, tangki water heater
1744	elemen water heater, elemen pemanas air
605	ac, ac split, pendingin ruangan
606	pembersih udara, penjernih udara
607	alat penyerap kelembaban, penyerap lembab
6727	air cooler, kipas angin air
608	kipas angin
1700	kipas angin plafon, kipas angin gantung, kipas plafon
2535	kipas angin berdiri, kipas angin meja, kipas angin stand
7527	kipas genggam, kipas angin mini, kipas angin portable
4485	exhaust fan, kipas ventilasi, kipas penghisap
8090	kipas angin dinding, kipas dinding
613	pelembab udara, pelembab ruangan
611	pemanas ruangan, heater ruangan
2612	mesin pengering pakaian, pengering baju
5138	setrika uap, steamer baju, setrika uap berdiri
5139	setrika, setrika listrik
2849	mesin cuci pengering
2549	mesin cuci
4671	gagang sapu, gagang pel, tongkat pel
499892	kepala sapu
2857	sapu, sapu ijuk, sapu lantai
6437	ember
4677	sapu karpet
5113	sarung tangan karet, sarung tangan cuci piring
2250	kemoceng, kemoceng microfiber
4515	pengki, serokan sampah
4973	cairan pembersih, pembersih rumah
7330	pembersih serbaguna, cairan pembersih serbaguna
4974	pembersih karpet, sabun cuci karpet
500065	pembersih kerak, penghilang kerak
7510	pembersih mesin cuci piring
8043	pembersih sofa, pembersih kain sofa
4977	pembersih lantai, cairan pel lantai, sabun pel
5825	pembersih furniture, pengkilap furniture
4976	pembersih kaca, cairan pembersih kaca
6474	disinfektan, cairan disinfektan, karbol
4978	pembersih oven, pembersih panggangan
4979	penghilang bau hewan, penghilang bau pipis kucing
7426	pembersih stainless, pengkilap stainless
4980	pembersih kloset, pembersih toilet
4981	pembersih keramik, pembersih kamar mandi
7462	pembersih mesin cuci, pembersih tabung mesin cuci
4975	sabun cuci piring
6264	refill pel, kain pel
2713	alat pel, pel lantai
4670	sikat lantai, sikat pembersih, sikat kamar mandi
8071	kain majun, lap bengkel
2796	spons cuci piring, sabut cuci piring
2610	wiper lantai, wiper kaca
624	tisu wajah, tisu muka
3846	tisu makan, serbet kertas
2742	tisu dapur, tisu gulung dapur
629	tisu toilet, tisu gulung
4982	pemutih pakaian, pemutih baju
5704	jepitan jemuran, jepit baju, penjepit jemuran
2677	jemuran baju, rak jemuran, hanger baju
6240	pengharum pakaian, pewangi pakaian spray
5705	penghilang bulu baju, pencukur bulu baju
2794	pelembut pakaian, pewangi pakaian, softener
4657	penghilang noda pakaian, penghilang noda baju
6387	pelicin pakaian, kanji pakaian, pelicin setrika
7457	pad ketiak, penyerap keringat ketiak
499937	tatakan setrika
4656	sarung meja setrika, cover meja setrika, alas meja setrika
633	meja setrika, papan setrika
5084	bola mesin cuci, bola laundry
634	keranjang baju kotor, keranjang cucian, keranjang laundry
2754	deterjen, sabun cuci baju
5085	kantong laundry, jaring cuci baju
3080	roller pembersih bulu, sticky roller
7502	pelicin pakaian spray, penghilang kusut baju
4220	pemukul lalat, raket nyamuk
2631	perangkap tikus, jebakan tikus, perangkap serangga
2869	pestisida, racun serangga, insektisida
2865	pengusir serangga, pengusir hama
7137	pengusir kucing, pengusir hewan, pengusir tikus
512	obat nyamuk, anti nyamuk, pengusir serangga
2301	tas sepatu, kantong sepatu
1874	sikat sepatu
8033	paket pembersih sepatu, kit perawatan sepatu
2371	pengering sepatu
5601	sendok sepatu
8032	mesin semir sepatu, alat semir sepatu
1659	semir sepatu, semir sepatu cair
5604	cat sepatu, pewarna sepatu
2431	penyangga sepatu, pembentuk sepatu
5558	organizer baju, tempat penyimpanan baju
5714	closet organizers: organizer lemari; garment racks: rak gantungan baju, stand hanger
631	hanger baju, gantungan baju
7514	kotak topi, box topi
5559	rak sepatu, organizer sepatu
5128	tempat sendok, kotak sendok garpu
8058	sekat laci, organizer laci
3561	kantong penyimpanan, tas penyimpanan baju
6986	kotak penyimpanan, box penyimpanan, storage box
5631	kontainer plastik, wadah penyimpanan
7255	laci plastik, laci susun, lemari laci plastik
4360	album foto, kotak foto
40	album foto
4237	kotak foto, box foto
2446	gantungan dinding, rak gantung, hook dinding
5494	tempat payung, rak payung
5707	hook dinding, gantungan serbaguna
4517	tempat sampah pilah, tempat sampah daur ulang
637	tempat sampah, tong sampah, keranjang sampah
6765	gerobak sampah
4717	tutup tempat sampah, tutup tong sampah
1817	dispenser bir, keran bir
7569	es batu stainless, es batu plastik
505806	ember es
499990	tutup botol
4562	sumbat botol, tutup botol wine
2363	tatakan gelas, alas gelas
6957	set alat bartender, bartender kit
651	alat bartender, shaker minuman
4222	pemecah es, penusuk es
3427	pembuka botol, pembuka tutup botol
6956	shaker minuman, shaker koktail, shaker bartender
505327	saringan koktail, saringan bartender
2976	pembuka botol wine, pembuka tutup gabus
8493	rak wine, rak botol wine, tempat botol wine
4764	set loyang, set loyang kue
641	loyang oven, loyang kue kering
642	loyang roti, cetakan roti, loyang roti tawar
643	loyang kue, cetakan kue, loyang bolu
644	cetakan muffin, loyang muffin, cetakan cupcake
645	loyang pie, cetakan pie, loyang pie susu
2843	loyang pizza
646	batu pizza
648	loyang panggang
4502	aksesoris baking, alat baking
4503	alas baking silikon, alas loyang
655	pinggan tahan panas, wadah panggang oven
4721	set panci, panci set, set alat masak
6838	wajan crepe, teflon dadar
656	panci tim
657	panci besi cor, panci cast iron
6518	toples fermentasi
658	wajan grill, panggangan teflon
660	panci presto, presto
661	panci susu, panci gagang
4423	wajan tumis
662	wajan, teflon, penggorengan
663	panci besar, panci sup
659	ceret, teko masak air, ketel
5340	kuali tanah liat, kendil, periuk tanah liat
664	kuali, wajan cekung, wajan besi
4424	aksesoris panci
4661	gagang panci, pegangan wajan, gagang wajan
4660	tutup panci, tutup wajan
4501	karet presto, sparepart presto, pentil presto
4529	kukusan, sarangan kukusan
4663	sikat wajan
4722	termos pompa, termos air panas
3435	veldples, botol minum lapangan
1017	cooler box, box pendingin, kotak es
4520	sarung botol minum, sarung gelas
4522	sarung gelas, sarung gelas kopi
4521	sarung botol, sarung kaleng
2507	tas pendingin, cooler bag
669	kotak bekal, tempat makan, tas bekal
671	keranjang piknik
5060	tutup botol minum, tutup tumbler
3800	termos, termos air panas
3809	tumbler
2644	toples kue, toples kue kering
3337	tempat roti, kotak roti
6481	penutup makanan silikon, tutup wadah makanan
3591	plastik klip, plastik ziplock
667	tempat makanan, wadah makanan, kontainer makanan
3110	plastik wrap, pembungkus makanan
3750	plastik wrap, plastik wrapping makanan
1496	aluminium foil, alumunium foil
5642	kertas roti, baking paper, kertas baking
3956	kertas nasi, kertas minyak, kertas bungkus makanan
5134	botol madu, toples madu
5837	klip plastik, klip snack, penjepit plastik
499924	stiker label makanan, label kemasan
8039	dispenser plastik wrap, tempat plastik wrap
6479	penyerap oksigen
3988	aksesoris mesin kopi
3239	server kopi, teko kopi
3450	kertas filter kopi, filter kopi
734	penggiling kopi, grinder kopi, gilingan kopi
5066	pitcher susu, milk jug
8087	filter cooker hood, sparepart cooker hood
3954	aksesoris deep fryer, keranjang deep fryer
3443	sparepart mesin cuci piring, aksesoris dishwasher
503725	sterno, bahan bakar gel
4763	sparepart gilingan daging, pisau gilingan daging
505765	sparepart blender, pisau blender, aksesoris mixer
500004	sparepart kompor, aksesoris oven
5042	sparepart mesin serut es, pisau serutan es
4519	sparepart juicer, saringan juicer
1334	aksesoris microwave, piring microwave, tutup microwave
3684	aksesoris bbq, alat bbq, aksesoris panggangan
5694	arang briket, briket arang, arang bbq
7540	penyala arang
3855	cover grill bbq, penutup panggangan bbq
3382	jaring panggangan, rak panggangan bbq
505667	sparepart panggangan bbq
4560	jepitan panggangan, jepitan panggang ikan
7006	aksesoris kompor portable
3848	aksesoris kulkas, rak kulkas, karet kulkas
8053	food pan stainless
3124	plastik vakum, plastik vacuum sealer
7118	sparepart dispenser air, keran dispenser
7119	galon, galon air, galon dispenser
5287	pemanas minuman, penghangat gelas
732	mesin pembuat roti, mesin roti
3319	mesin gulali, mesin arum manis
5090	mesin pencair coklat, mesin tempering coklat
736	mesin kopi, coffee maker
1388	mesin kopi drip
1647	moka pot, teko kopi espresso
2422	mesin espresso, mesin kopi espresso
2247	perkolator kopi
5286	syphon kopi
685	kompor oven, kompor dengan oven
738	penggorengan listrik, mesin penggorengan
3181	mesin pengiris daging, mesin slicer daging
680	mesin cuci piring, dishwasher
7165	panggangan listrik, grill listrik, pemanggang listrik
751	teko listrik, ketel listrik, pemanas air listrik
4421	wajan listrik, panci listrik
739	alat rebus telur, perebus telur listrik
760	kukusan listrik, pengukus makanan listrik
757	penanak nasi, magic com
743	mesin pengering makanan, alat pengering buah
744	gilingan daging, mesin giling daging, penggiling daging
505666	mixer kue, blender buah, mixer roti
687	alat pengasap makanan, mesin pengasapan ikan
5103	penghangat makanan, pemanas makanan
6548	pemanas prasmanan, wadah prasmanan
5349	lampu pemanas makanan
504633	magic jar, penghangat nasi
681	lemari pembeku, freezer box
5156	mesin slush, mesin pembuat slush
679	kompor tanam, kompor gas, kompor listrik
747	kompor listrik, kompor listrik mini
748	mesin es krim, alat pembuat es krim
749	serutan es, mesin serut es, alat serut es
4161	mesin es batu, mesin pembuat es batu
750	mesin jus, alat pembuat jus, slow juicer
752	pengasah pisau, asahan pisau, batu asah
3526	pengocok susu elektrik, pembuat busa susu
2985	panggangan bbq, pemanggang arang, alat panggang sate
683	oven listrik, oven gas, oven tangkring
755	gilingan mie, mesin pembuat mie, mesin pasta
756	mesin popcorn, alat pembuat popcorn
1015	kompor portable, kompor gas portable, kompor camping
684	cooker hood, penghisap asap dapur
686	kulkas, lemari es
4495	mesin pemanggang ayam, panggangan ayam putar
610	penghancur sampah dapur
5577	mesin soda, pembuat air soda
5057	mesin susu kedelai, alat pembuat susu kedelai
5289	pemanggang roti, toaster
761	oven listrik, oven mini
6819	mesin donat, alat pembuat donat
6278	oven pizza, mesin pizza
759	pemanggang sandwich, pemanggang roti isi
762	pemanggang roti, toaster roti
764	mesin waffle, cetakan waffle
763	mesin vakum makanan, mesin vakum plastik
3293	dispenser air, dispenser galon
765	filter air, saringan air, penjernih air
4539	kulkas wine, lemari pendingin wine
766	mesin yogurt, alat pembuat yogurt
639	celemek, apron masak
3768	sekop pizza
3430	kuas kue, kuas olesan, kuas silikon
3850	cetakan kue kering, cetakan cookies
6342	cetakan kue semprit, cookie press
4630	alat hias kue, perlengkapan dekorasi kue, spuit kue
6408	sekop kue, spatula kue
4247	alat press kaleng, penghancur kaleng
653	strainers: saringan, saringan tepung; colanders: tirisan
4777	botol saus, tempat saus, dispenser saus
3091	termometer masak, termometer makanan, termometer daging
3713	timer dapur, timer masak
5928	torch gas, pembakar gas portable
3835	rak pendingin kue, rak angin kue
666	talenan, telenan
3268	rak piring, rak pengering piring, tempat piring
6723	pemotong adonan
7149	dispenser minuman, dispenser jus
741	pisau elektrik, pisau listrik
5370	ayakan tepung, saringan tepung
505316	stensil kue, stencil kopi
3586	tang kepiting, pemecah kepiting
3685	pemecah kacang, pemecah kemiri
3723	dispenser sereal, dispenser beras
3156	parutan, parutan keju
3521	pengupas buah, pengupas sayur, pengupas kentang
3202	sendok es krim, scoop es krim
3708	sekop es batu, sendok es batu
502966	sekop kentang goreng
6554	tusuk sate, tusukan sate, tusuk bambu
503005	corong, corong plastik
3385	penghancur bawang putih, pemeras bawang putih
4746	cetakan es batu
6787	cetakan agar agar, cetakan jelly, cetakan puding
665	pisau dapur, pisau masak, set pisau dapur
8006	cetakan silikon, cetakan makanan
2948	rak dapur, organizer dapur
3479	rak gelas, gantungan gelas, tempat gelas
6487	rak kabinet dapur, organizer lemari dapur
8012	tempat spatula, tempat sutil, gantungan alat dapur
5157	tempat pisau, rak pisau, blok pisau
3072	tempat tisu, kotak tisu
3061	tempat tisu dapur, gantungan tisu dapur, tempat tisu gulung
3845	rak panci, gantungan panci
2344	rak bumbu, tempat bumbu
5059	tempat sedotan, dispenser sedotan
6415	tempat gula sachet
4322	tempat tusuk gigi
3831	tempat sendok garpu, organizer sendok garpu
3256	scraper kue, scraper adonan
3419	scraper stainless, scraper adonan
3086	scraper plastik, scraper mangkuk
3633	sikat panggangan bbq, pembersih panggangan
5251	gunting dapur, gunting ayam, gunting serbaguna
3206	alat pengiris sayur, pemotong sayur, pengiris bawang
4005	capitan makanan, penjepit makanan
4765	set spatula, set alat dapur, set sutil
3620	sendok sayur, centong sayur, irus
3294	penghancur kentang, penumbuk kentang
3475	sendok takar, gelas takar, gelas ukur
3248	palu daging, pemukul daging
4530	baskom adonan, mangkuk adonan, baskom stainless
3999	mortars: cobek, lumpang; pestles: ulekan
6526	botol minyak, tempat minyak goreng, botol cuka
4771	plastik oven, kantong panggang
670	oven mitts: sarung tangan oven, sarung tangan tahan panas; pot holders: lap panci
3421	pemotong pizza, pisau pizza
3467	gilingan adonan, penggiling adonan, roller kue
3914	peniris sayur, pengering sayur putar
6746	rak wastafel, tempat spons cuci piring
5080	alas wastafel, alas bak cuci piring
6388	sendok berlubang, serokan gorengan
3196	sutil, spatula silikon, solet
4762	gilingan merica, penggiling lada, gilingan bumbu
4334	tatakan sendok, tatakan sutil
6974	tempat gula, dispenser gula
7247	tikar gulung sushi, alat gulung sushi
4559	saringan teh
733	pembuka kaleng
3597	pengocok telur, kocokan telur, pengocok manual
652	teko; coffee servers: teko kopi; tea pots: teko teh
6740	set teko, teko set, set cangkir
675	sendok garpu, alat makan
6439	tatakan sumpit, tempat sumpit
5647	set sendok garpu, set alat makan
4015	garpu, garpu makan
3939	sendok, sendok makan
3844	pisau makan, pisau steak
3498	mangkuk, mangkok
5537	set piring, set piring mangkok
3553	piring, piring makan
674	gelas, gelas minum
7568	gelas bir
6049	cangkir, cangkir kopi
6051	lepek, tatakan cangkir, alas cangkir
6958	set gelas, gelas set
2169	gelas mug, mug keramik
2694	sloki, gelas sloki, gelas shot
2712	gelas kaki, gelas wine, gelas berkaki
2951	gelas kaca
676	tempat garam, tempat merica
4026	peralatan saji, alat saji
6086	tempat mentega, wadah mentega
5135	alas kue, tatakan kue
4372	stand kue, tempat kue bertingkat
3330	teko air, pitcher air, teko kaca
3802	piring saji, piring hidang
4009	nampan, baki, nampan saji
3373	tempat gula, tempat gula dan susu
3941	mangkuk sup bertutup
8046	klip taplak meja, penjepit taplak
677	tatakan panci, alas panci, tatakan panas
690	pupuk kompos, kompos
6436	komposter, tong kompos
113	pupuk, pupuk tanaman
691	fungisida, obat penyakit tanaman
500033	tatakan pot, alas pot
5632	perlengkapan berkebun, aksesoris berkebun
503756	kursi berkebun
5633	tas alat berkebun
505326	aksesoris alat berkebun
505322	gagang cangkul, gagang sekop
505321	mata cangkul
4972	roda gerobak sorong, ban gerobak dorong
3173	alat berkebun, perkakas kebun
4000	cangkul, pacul
3071	garpu tanah, garpu kebun
505292	sabit, arit, golok
3644	sekop tanaman, sekop kecil
1967	semprotan tanaman, sprayer tanaman, tangki semprot
6967	gergaji dahan, gergaji ranting
3841	gunting dahan, gunting tanaman, gunting ranting
3388	garu, penggaruk daun
2147	sekop, skop
3616	gerobak sorong, gerobak dorong, angkong
693	rumah kaca
3103	racun rumput, herbisida, pembasmi rumput
6422	pasak mulsa, paku mulsa
2988	mulsa
499894	ajir tanaman, penyangga tanaman, tiang rambat
6428	rak tanaman, rak pot bunga
721	pot bunga, pot tanaman
6834	tong penampung air hujan
1794	media tanam, tanah kompos
717	tempat tidur gantung, ayunan tidur
5910	selimut camping
5911	tikar pantai, alas pantai
5913	tikar piknik, alas piknik
716	canopies: kanopi, tenda lipat; gazebos: tenda gazebo
6107	dinding tenda lipat
6106	rangka tenda lipat
6108	atap tenda lipat, terpal tenda lipat
7423	tiang tenda
7424	pemberat tenda
703	rambatan tanaman
700	jembatan taman
720	kanopi mobil, gudang taman
7108	kain payung taman
5493	kaki payung taman, dudukan payung
7107	sarung payung taman
719	payung taman, payung cafe, payung pantai
718	ayunan teras, ayunan taman
499907	kanopi jendela, kanopi pintu
3610	gergaji mesin, senso
3120	mesin pangkas pagar tanaman
694	mesin potong rumput, pemotong rumput
3311	mesin potong rumput duduk
6788	robot potong rumput, robot pemotong rumput
3730	mesin potong rumput dorong
3340	blower daun, mesin peniup daun
2204	traktor tangan, mesin bajak, mesin cultivator
1226	mesin steam, jet cleaner, mesin cuci steam
5866	traktor, traktor mini
1223	mesin potong rumput gendong, mesin babat rumput
4565	sparepart senso, sparepart gergaji mesin
4647	bar senso, bar chainsaw
4646	rantai senso, rantai gergaji mesin
4566	sparepart mesin potong rumput
4641	pisau mesin potong rumput, mata pisau potong rumput
6095	ban mesin potong rumput
6094	roda mesin potong rumput
6328	aksesoris jet cleaner, sparepart mesin steam
5867	sparepart traktor
499880	ban traktor
499881	velg traktor, roda traktor
7169	sparepart mesin rumput, aksesoris mesin potong rumput
7170	pisau potong rumput, senar potong rumput
4718	sambungan selang, kran selang, konektor selang
4201	semprotan selang, nozzle selang
2313	selang taman, selang air
3780	penyiram tanaman otomatis, irigasi tetes
1302	timer penyiram tanaman, timer sprinkler
7561	penyiram taman, sprinkler taman
6318	gembor, penyiram tanaman
2947	lampu hemat energi, lampu spiral
2690	lampu tl, lampu neon panjang
2944	lampu pijar, bohlam pijar
3329	lampu led, bohlam led
2809	lampu lemari, lampu kabinet
2524	lampu plafon, lampu langit langit
2249	lampu gantung kristal, lampu kristal, lampu gantung
6073	lampu dinding
4932	lampu rel, lampu spot rel
6273	rel lampu
505803	kelambu, kelambu ranjang
2314	sprei
2974	sprei rumbai
1985	selimut
2541	sarung bed cover, sarung selimut
4452	pelindung kasur, sprei waterproof, perlak kasur
4420	sarung kasur
2991	topper kasur, alas kasur
1599	kasur lipat anak
2927	sarung bantal
2700	bantal
505287	bed cover, selimut tebal
4203	serbet makan, serbet kain
4343	tatakan renda, taplak rajut
2547	tatakan piring, alas makan
6325	taplak meja panjang, taplak runner
6322	rok meja
576	handuk mandi, handuk, waslap
4126	handuk pantai
4257	serbet dapur, lap dapur
2939	papan loncat kolam renang
2981	filter kolam renang, saringan kolam renang
6996	sikat kolam renang
6771	selang vacuum kolam renang, selang kolam renang
3017	kaporit kolam renang, obat kolam renang
2994	penutup kolam renang
2860	pelampung kolam renang, kasur apung
5654	pemanas kolam renang
6766	tangga kolam renang
2755	jaring kolam renang, skimmer kolam renang
2997	vacuum kolam renang, penyedot kolam renang
2672	mainan kolam renang, mainan air
5546	perosotan kolam renang, seluncuran kolam
781	peluru, amunisi
505762	kotak peluru, tempat peluru
500048	tas senapan, tas senjata
503021	pembersih senapan, alat pembersih senjata
1806	grip pistol, gagang pistol
1783	holster pistol, sarung pistol
5067	senter senapan, senter laras
499853	tali senapan
4212	ring binder, ring buku
4183	pembatas binder, pembatas file
4303	map binder, ordner
4182	ring jilid, spiral jilid
7080	mesin jilid, mesin jilid spiral
4377	label alamat, stiker alamat
5502	pita label, isi label maker
4200	label pengiriman, stiker resi, kertas resi
2658	kertas binder, isi binder
5264	kartu pvc polos, id card polos
957	kartu nama
5918	nota, kwitansi, buku nota
1513	kertas cover, kertas buffalo
958	amplop
959	kartu indeks
961	notebooks: buku tulis; notepads: buku notes
3871	kartu pos
962	kertas hvs, kertas a4, kertas fotokopi
5919	kertas struk, kertas thermal, kertas kasir
2689	stiker label, kertas label
2623	arang sketsa, pensil arang
979	krayon
980	markers: spidol; highlighters: stabilo
6067	pulpen multifungsi
4752	krayon pastel
6065	pens: pulpen; pencils: pensil
6066	set alat tulis, set pulpen
6068	pensil
3026	pensil gambar, pensil warna, pensil sketsa
981	pensil tulis, pensil 2b
982	pulpen, bolpoin, pena
978	kapur tulis
7117	tinta spidol, isi ulang spidol
4471	isi pulpen, refill pulpen, tinta pulpen
4472	isi pensil mekanik, isi pensil
2401	papan gabus, papan pengumuman, papan mading
2263	papan foam
2674	kertas karton, karton manila
6027	software desain 3d, aplikasi 3d
4950	software animasi, aplikasi animasi
4951	software desain grafis, aplikasi desain grafis
6029	software desain interior, aplikasi desain rumah
5096	software musik
4952	software edit audio, aplikasi edit audio
4953	software edit video, aplikasi edit video
4954	software desain web, aplikasi desain web
1076	sarung tangan baseball
3668	helm baseball
3790	tongkat baseball, pemukul baseball
3783	bola baseball
3679	pemukul softball, tongkat softball
3671	bola softball
4089	papan pantul basket, papan ring basket
4050	tiang ring basket
3829	jaring ring basket, net basket
4192	ring basket besi
1082	ring basket, ring basket portable
1083	bola basket
4008	pelindung tinju
499726	perban tinju, bandage tinju
499725	pelindung lengan taekwondo
499723	pelindung badan taekwondo, body protector taekwondo
499722	pelindung kepala tinju, pelindung kepala taekwondo
3235	sarung tangan tinju
499724	pelindung tulang kering, deker kaki
499720	alat latihan tinju
499769	target tinju, target pukul
7129	gantungan samsak
3297	samsak, sansak tinju
499721	target tendangan
3652	ring tinju
3717	sabuk karate, sabuk taekwondo, sabuk silat
4282	senjata bela diri, toya
499729	ban kapten
6731	bendera hakim garis
6729	kartu wasit, kartu kuning merah
499733	kursi wasit
8505	papan skor
6730	peluit, peluit wasit
3707	masker anggar
3622	pedang anggar
6076	stik hoki
1057	sepatu seluncur es, sepatu ice skating
3973	bendera sudut lapangan, bendera corner
3141	sarung tangan kiper
1113	gawang sepak bola, gawang futsal, jaring gawang
1114	deker sepak bola, pelindung tulang kering
1112	bola sepak, bola futsal
7397	tas bola
7435	jarum pompa bola
7434	pompa bola
3971	kapur magnesium, kapur gym
499803	matras senam, matras olahraga
8077	jaring latihan
8319	cone latihan, cone olahraga
499801	pelindung gigi olahraga
503763	gymnastics bars: palang sejajar; balance beams: balok keseimbangan
3779	kuda lompat, peti lompat
1089	bola hoki
1092	stik hoki
503753	bola squash
4002	raket squash
3761	bola rugby
499785	bola tangan
3105	keranjang bola tenis
3985	mesin pelontar bola tenis
3113	bola tenis
3961	net tenis, jaring tenis
3658	aksesoris raket tenis
3352	peredam getaran raket, dampener raket
3638	tas raket tenis
3403	grip raket tenis, overgrip raket
3922	senar raket tenis
3906	raket tenis
499786	start block lari
3478	cakram lempar, cakram atletik
3445	mistar lompat tinggi
3864	matras lompat tinggi
3389	lembing
3987	matras lompat galah
3878	tongkat estafet
3770	peluru tolak peluru, bola tolak peluru
3880	martil lontar
3149	gawang lari, gawang atletik
4020	galah lompat galah
1117	net voli, jaring voli
499789	deker lutut voli, pelindung lutut voli
1116	bola voli
499702	sparepart sepeda statis
499699	sparepart treadmill
4589	alat olahraga kardio
992	sepeda elliptical
994	sepeda statis
995	alat dayung, mesin dayung
996	alat stepper
2614	tali skipping, lompat tali
8083	rak dumbel, rak barbel
499794	pengunci barbel, klem barbel
3271	stik barbel, batang barbel, gagang barbel
3164	dumbel, barbel, plat beban
3654	sabuk angkat beban, belt gym
3858	sarung tangan gym, sarung tangan fitness
3542	alat gym, rak squat
3810	alat pilates
6750	balok yoga, blok yoga
3640	matras yoga, alas yoga
6743	handuk yoga
5107	tas matras yoga
3245	meja air hockey
3059	segitiga biliar, rak bola biliar
3135	bola biliar
3222	aksesoris stik biliar
499993	tas stik biliar, tabung stik biliar
499994	kapur biliar, kapur stik biliar
3720	rak stik biliar
3910	stik biliar, stik billiard
3469	lampu meja biliar, lampu biliar
3183	sparepart meja biliar
3574	kantong biliar, jaring meja biliar
3754	sikat meja biliar
3547	laken biliar, kain meja biliar
8065	penutup meja biliar, cover meja biliar
3755	sarung tangan biliar
3139	meja biliar
3698	tas bola bowling
3219	bola bowling
3535	sarung tangan bowling
3641	bola foosball
3847	sepak bola meja, meja foosball
3964	bola pingpong, bola tenis meja
3788	net pingpong, net tenis meja
3900	karet bet pingpong, tas bet pingpong
3546	robot pingpong
3345	meja pingpong, meja tenis meja
3375	bet pingpong, bat tenis meja
3559	papan dart, papan panah dart
3839	anak panah dart, panah dart
1124	kano, perahu kano
1127	perahu kayak
1129	dayung, dayung perahu
6097	sepeda air, perahu bebek
3406	perahu dayung, sampan
3476	perahu karet, perahu rafting
1128	pelampung, rompi pelampung, jaket pelampung
3376	baju renang lengan panjang
5399	sepatu diving, sarung tangan diving
1147	baju selam, baju diving
1135	diving: alat selam; snorkeling: alat snorkeling
1137	jam selam, komputer selam
1139	kaki katak, sepatu katak
1140	masker selam, kacamata selam, masker snorkel
6514	sabuk pemberat selam
5312	pisau selam, pisau diving
1141	regulator selam
499867	set snorkeling, paket alat selam
1142	selang snorkel
6288	sup board
3649	tali papan selancar
3579	tas papan selancar
3525	sirip papan selancar, fin papan selancar
3801	lilin papan selancar, wax papan selancar
3320	papan selancar, papan surfing
7104	pelampung lengan, pelampung tangan
2966	papan renang, papan pelampung renang
6513	sabuk pelampung, pelampung pinggang
6330	tali kacamata renang
3360	kacamata renang
3807	topi renang
6511	kaki katak renang, sepatu katak
3304	sarung tangan renang
6515	penjepit hidung renang
3350	papan ski air, ski air
1014	kursi camping, meja camping
4451	pompa kasur angin
3695	kasur angin, kasur tiup
3089	velbed, ranjang lipat
1016	alat masak camping, nesting camping
1019	lampu camping, lentera camping, lampu tenda
3937	peralatan camping
3495	pisau survival, pisau berburu, pisau outdoor
4095	pisau multifungsi, pisau lipat serbaguna
3508	penghangat tangan
3738	tongkat hiking, tongkat mendaki
3538	mosquito nets: kelambu; insect screens: kasa nyamuk
4785	kompas
502994	portable showers: shower portable; privacy enclosures: tenda ganti baju
503009	toilet portable, toilet lipat
1023	filter air portable, saringan air portable
1020	kantong tidur
1021	matras camping, matras gunung
5655	aksesoris tenda
5656	alas tenda, groundsheet tenda
5658	tiang tenda, pasak tenda, patok tenda
1022	tenda, tenda camping, tenda dome
3746	karabiner, carabiner panjat tebing
3211	kantong kapur panjat tebing
499815	perlengkapan panjat tebing
499816	sarung tangan panjat tebing
3314	helm panjat tebing
3218	harness panjat tebing, sit harness
3825	tali panjat tebing, tali kernmantel, tali karmantel
3369	tali webbing, webbing panjat tebing
3518	point panjat tebing, hold panjat tebing
3214	aksesoris sepeda, perlengkapan sepeda
3778	tas sepeda, tas pannier sepeda
3341	keranjang sepeda
3879	bel sepeda, klakson sepeda
4145	tempat botol sepeda, holder botol sepeda
5842	boncengan anak sepeda, kursi anak sepeda, jok anak sepeda
3243	speedometer sepeda, odometer sepeda
6442	cover sepeda, sarung sepeda
3719	spakbor sepeda, slebor sepeda
1028	boncengan sepeda, rak boncengan sepeda
500092	grip sepeda, handgrip sepeda, karet stang sepeda
1027	gembok sepeda, kunci sepeda
3368	spion sepeda, kaca spion sepeda
3827	pompa sepeda, pompa ban sepeda
6445	sarung sadel sepeda, cover sadel sepeda
6506	pompa shock sepeda, pompa suspensi sepeda
3428	rak sepeda, gantungan sepeda, stand sepeda
7223	strap pedal sepeda, toe clip sepeda
505668	alat servis sepeda, tool kit sepeda, multitool sepeda
3811	trailer sepeda, gerobak sepeda
3868	roller sepeda, trainer sepeda
3631	roda bantu sepeda, roda samping sepeda
3558	tas travel sepeda, tas sepeda lipat
499694	tambal ban sepeda, lem tambal ban sepeda
500109	kit konversi sepeda listrik, konversi sepeda listrik
3618	sparepart sepeda, suku cadang sepeda
3740	rem sepeda, sparepart rem sepeda
4574	kaliper rem sepeda
4575	handle rem sepeda, tuas rem sepeda
4576	piringan cakram sepeda, rotor rem sepeda
4577	set rem sepeda, rem cakram sepeda
499684	selongsong kabel sepeda, outer kabel sepeda
499685	kabel rem sepeda, kabel shifter sepeda
4590	bb sepeda, as bb sepeda
4586	sprocket sepeda, gir belakang sepeda, freewheel sepeda
4591	gir depan sepeda, chainring sepeda
4587	rantai sepeda
4592	crank sepeda, crankset sepeda
4588	rd sepeda, derailleur sepeda
4593	pedal sepeda
4594	shifter sepeda, operan gigi sepeda
4603	fork sepeda, garpu sepeda
3639	frame sepeda, rangka sepeda
499868	groupset sepeda
6960	bar end sepeda
4582	stang sepeda, setang sepeda, handlebar sepeda
7478	komstir sepeda, part headset sepeda
7480	bearing komstir sepeda, laher komstir sepeda
7479	spacer komstir sepeda, spacer headset sepeda
7477	komstir sepeda, headset sepeda
8239	standar sepeda, jagang sepeda
3292	sadel sepeda, jok sepeda
4595	klem seatpost sepeda, klem sadel sepeda
4194	seatpost sepeda, tiang sadel sepeda
4583	stem sepeda
4572	ban dalam sepeda
499871	adaptor pentil sepeda, sambungan pentil sepeda
499869	tutup pentil sepeda, dop pentil sepeda
499870	pentil sepeda, pentil ban sepeda
4571	ban sepeda, ban luar sepeda
7538	jalu sepeda, pijakan kaki sepeda
4599	hub sepeda, nap sepeda
499875	rim tape sepeda
4600	jari jari sepeda, ruji sepeda
8528	as roda sepeda, quick release sepeda
4601	nipple jari jari sepeda, nipel ruji sepeda
4602	velg sepeda, pelek sepeda
3216	wheelset sepeda, roda sepeda
1026	sepeda, sepeda gunung, sepeda lipat
3982	baju sepeda, jersey sepeda, pakaian sepeda
3118	cleat sepeda, cleat pedal sepeda
3246	sarung tangan sepeda
1029	helm sepeda
8061	deker sepeda, pelindung lutut sepeda
3272	cover sepatu sepeda
3634	aksesoris sepeda roda tiga
3531	sepeda roda tiga, sepeda roda 3
1030	sepeda roda satu
3257	perawatan kuda, perlengkapan kuda
6898	selimut kuda
5569	pelindung kaki kuda
7482	pakan kuda, makanan kuda
5025	grooming kuda, perawatan kuda
6386	alat cukur kuda, clipper kuda
499818	sikat kuda, sisir kuda
7481	snack kuda, camilan kuda
7459	vitamin kuda, suplemen kuda
499819	obat cacing kuda
5593	perlengkapan berkuda, perlengkapan kuda
3426	tali kekang kuda, kekang kuda
2756	abah abah kuda
499710	halter kuda, tali kepala kuda
499709	tali tuntun kuda
1754	tali kendali kuda, tali kekang kuda
2210	pelana kuda
8109	sanggurdi, sanggurdi kuda
326122	tas pelana kuda
8108	alas pelana kuda, bantalan pelana kuda
5594	baju berkuda, pakaian berkuda
3084	sarung tangan berkuda
3821	helm berkuda
3265	cambuk kuda, pecut kuda
6914	celana berkuda
8064	alarm pancing, alarm joran
6495	tempat umpan pancing, wadah umpan, kotak umpan
7342	ganco ikan, gancu pancing
7344	pelepas kail, pelepas mata kail
1037	senar pancing, tali pancing, leader pancing
3614	serokan ikan, jaring ikan, jala ikan
8092	aksesoris reel pancing, sparepart reel pancing
8273	tas reel pancing, sarung reel pancing
8094	oli reel pancing, grease reel pancing
8208	spool reel pancing, spul cadangan reel
4926	reel pancing, gulungan pancing
8093	aksesoris joran pancing
8272	tas joran, tas pancing, sarung joran
499942	tempat joran, holder joran, rak joran
4927	joran pancing, stik pancing, joran
7343	tombak ikan
499823	perlengkapan pancing, alat pancing
3603	umpan pancing, umpan casting, umpan palsu
3859	pelampung pancing
3359	kail pancing, mata kail
3651	timah pancing, pemberat pancing
7222	kili kili pancing, snap swivel pancing
7221	bubu ikan, perangkap ikan
3096	umpan hidup, umpan cacing
1041	tas pancing, kotak pancing, box pancing
4537	troli golf, troli tas golf
4525	cover tas golf, sarung tas golf
1044	tas golf, tas stik golf
4254	grip stik golf, grip golf
4043	cover stik golf, head cover golf
499780	shaft stik golf
1046	stik golf, tongkat golf
3578	bendera golf
4466	sarung tangan golf
4467	handuk golf
3772	alat latihan golf, alat bantu latihan golf
4327	gantole, layang gantung
4023	parasut
1033	panahan, busur panah, alat panahan
3773	pelindung lengan panahan, arm guard panahan
499833	sarung tangan panahan, sarung tangan panah
3883	target panahan, sasaran panah, papan target panah
499831	bulu anak panah, vanes panah
499832	nock panah, nock anak panah
499830	mata panah, mata anak panah
3533	anak panah, arrow panahan
499826	aksesoris busur panah, aksesoris panahan
499825	busur panah, panahan
3332	busur compound, panah compound
3715	busur recurve, panah recurve, busur tradisional
3757	tabung anak panah, tempat anak panah
7518	jaket berburu
3674	perangkap hewan, jebakan hewan
3756	pikat burung, peluit pikat burung, suara pikat
3116	sparepart airsoft gun, aksesoris airsoft gun
8005	baterai airsoft gun, baterai airsoft
3093	pistol airsoft, senapan airsoft
3925	peluru airsoft, peluru bb airsoft
499836	sarung tangan airsoft, sarung tangan tactical
499838	masker airsoft, kacamata airsoft
499837	rompi tactical, rompi airsoft
3234	senapan paintball
3438	peluru paintball
499841	kaki senapan, bipod senapan
3170	target tembak, sasaran tembak, kertas target tembak
499771	pelindung sepatu roda, deker sepatu roda
499775	deker sepatu roda, pelindung lutut sepatu roda
499759	sparepart sepatu roda inline, roda sepatu roda
1058	sepatu roda inline
499760	roda sepatu roda, sparepart sepatu roda
3107	net badminton, jaring bulu tangkis
3950	raket badminton, raket bulu tangkis
3907	kok badminton, kok bulu tangkis
7430	raket pantai, raket kayu pantai
499848	raket pickleball, paddle pickleball
499847	bola pickleball
3670	sparepart skateboard, part skateboard
3869	papan skateboard, deck skateboard
3192	truck skateboard
3637	roda skateboard, roda skate
3067	pelindung skateboard, deker skateboard
499776	helm skateboard, helm skate
7789	sarung tangan skateboard
3488	deker skateboard, pelindung lutut skateboard
1059	papan skateboard, papan seluncur
499845	perlengkapan ski, alat ski
7224	tas ski, tas snowboard
3550	kacamata ski, goggle ski, kacamata salju
1161	helm ski, helm snowboard
6062	sepatu ski
1157	tongkat ski
6064	papan ski
1163	sepatu snowboard
1164	papan snowboard, papan seluncur salju
7539	kereta luncur salju
7384	tempat chip poker, koper chip poker
500095	perosotan air, kolam perosotan anak
3556	meja mainan air, meja main air anak
7519	kendama
3733	bola bekel, bola pantul, bola karet
3212	cairan gelembung sabun, refill balon sabun
3874	mainan gelembung sabun, balon sabun, tembakan gelembung
4177	per pelangi, mainan per pelangi, slinky
3534	kelereng, gundu
3466	gasing, gangsing, mainan gasing
4216	bekel, mainan bekel
7148	tali yoyo, bearing yoyo
3929	yoyo, mainan yoyo
505818	plastisin, lilin mainan, playdough
3079	papan gambar anak, papan tulis lcd anak
7312	bola mandi bola, bola plastik mandi bola
3805	mainan konstruksi, mainan bongkar pasang, mainan rakit
3172	balok busa, mainan balok busa
3287	mainan lego, balok lego, mainan balok susun
3617	balok kayu mainan, mainan balok kayu, balok susun kayu
6058	mainan action figure, figure mainan
7114	boneka kepala goyang, pajangan kepala goyang
3584	aksesoris boneka, baju boneka
2497	aksesoris rumah boneka, perabot rumah boneka, furniture rumah boneka
1257	boneka, boneka bayi mainan, boneka barbie
2499	rumah boneka, mainan rumah boneka, rumah rumahan
8021	boneka kertas, bongkar pasang kertas
6057	panggung boneka
1258	puppets: boneka tangan; marionettes: boneka marionet, boneka tali
1259	boneka hewan, boneka bulu, boneka beruang
3088	formicarium, kandang semut
499938	mainan tata surya, teleskop anak
500015	kartu edukasi anak, flash card anak, kartu belajar anak
5529	mainan belajar membaca
3500	mainan sains, eksperimen sains anak, kit sains anak
6466	sempoa, mainan sempoa, sempoa anak
5872	mainan magnet, balok magnet, bola magnet
7368	aksesoris layangan, benang layangan
7371	kelos layangan, gulungan benang layangan
3966	roket air, mainan roket air
3460	layangan, layang layang
3378	pesawat lempar, mainan pesawat styrofoam
3263	parasut mainan, mainan parasut
2753	mobil aki anak, motor aki anak, mobil mainan aki
2724	mobil mobilan dorong, mobil pedal anak, sepeda dorong anak
3441	kuda goyang, kuda kudaan, mainan goyang anak
6379	gerobak tarik anak, gerobak mainan anak
3252	alat musik mainan anak
5153	rel kereta mainan, aksesoris kereta mainan
3444	pesawat mainan, mainan pesawat
3792	kapal mainan, mainan kapal, perahu mainan
3551	mobil mainan, mobil mobilan, diecast mobil
3506	helikopter mainan, mainan helikopter
3296	toy trucks: truk mainan; construction vehicles: mainan beko, mainan alat berat
3590	motor mainan, motor motoran, mainan motor
3474	mainan lintasan mobil balap, mainan track mobil
3589	mainan pesawat luar angkasa, mainan roket
5152	kereta mainan, mainan kereta api
3680	uang mainan, uang uangan, mainan atm
3659	hp mainan, laptop mainan anak, mainan hp
4004	mainan alat kebersihan, mainan sapu anak
3288	mainan alat berkebun
3129	mainan profesi, mainan dokter dokteran
8295	mainan kasir, mainan supermarket, mainan belanja
3298	mainan masak masakan, mainan dapur, kitchen set mainan
3751	mainan perkakas, mainan tukang tukangan
3532	kapal remote control, perahu remote, kapal rc
3601	mobil remote control, mobil remote, mobil rc
3554	helikopter remote control, heli rc
5968	motor remote control, motor rc
3677	pesawat remote control, pesawat rc
6059	robot remote control, robot remote
5969	tank remote control, tank rc
3776	mainan baseball anak
3552	ring basket anak, mainan basket
3675	bumerang
3665	mainan bowling, bowling anak
500113	skateboard jari
3215	hulahop
4167	frisbee, piring terbang mainan
3226	mainan golf, golf anak
499965	bola karet anak, bola mainan anak
505284	raket mainan anak
8529	mainan pancing, mainan pancing ikan, mainan pancingan
3371	bola sepak anak
3301	kaleidoskop
3782	prisma kaca, prisma segitiga
891	power amplifier mobil, power mobil
5525	kaset adaptor mobil
5438	tape mobil, radio tape mobil
894	equalizer mobil, crossover mobil
6968	kamera mundur mobil, kamera parkir mobil
5572	handsfree mobil, bluetooth handsfree mobil
895	speaker mobil, speaker pintu mobil
2833	subwoofer mobil, subwoofer kolong
8483	bracket monitor mobil, dudukan monitor mobil
2977	kampas rem, rem mobil, rem motor
8232	bahan jok mobil
2805	ac mobil, sparepart ac mobil
2550	filter oli, pompa oli
2820	sparepart mesin mobil, sparepart mesin motor
8137	mesin mobil, mesin motor
908	knalpot, knalpot mobil, knalpot motor
8227	sparepart body mobil, body motor
8233	interior mobil
3318	lampu led mobil
2642	spion mobil, spion motor, kaca spion
8231	kelistrikan mobil, kelistrikan motor
8238	jok mobil, jok motor, kursi mobil
8234	sensor mobil, speedometer mobil
2935	shockbreaker mobil, kaki kaki mobil, suspensi mobil
8228	tali derek mobil, pengait derek mobil
2641	sparepart transmisi mobil, kampas kopling
2932	velg, pelek, velg racing
6090	velg mobil, pelek mobil, velg racing mobil
6088	velg motor, pelek motor, velg racing motor
2989	aksesoris ban, pentil ban
911	ban mobil, ban motor
6093	ban mobil
6091	ban motor, ban tubeless motor
2556	baut roda, dop roda mobil
2534	power window mobil, karet kaca mobil
8534	jerigen bensin, jeriken bensin
2895	alat cuci mobil, perlengkapan cuci mobil
2894	sikat cuci mobil, sikat mobil
2590	sabun cuci mobil, shampo mobil
2704	pembersih jok mobil, pembersih interior mobil, pembersih karpet mobil
499766	pembersih injektor, injector cleaner
2846	pembersih kaca mobil
2643	wax mobil, poles mobil, kompon mobil
3436	cover mobil, cover motor
8316	sunshade mobil, penutup kaca depan mobil
8308	cover bak pickup, penutup bak pickup
8309	cover mobil, selimut mobil
8310	cover mobil, selimut mobil
8312	cover perahu, terpal perahu
8313	cover motor, sarung motor, selimut motor
2495	aksesoris mobil, hiasan mobil
2667	stiker mobil, stiker bemper
2789	pengharum mobil, parfum mobil, pewangi mobil
2582	aksesoris dashboard mobil, pajangan dashboard mobil
2722	stiker mobil, stiker motor, decal motor
2652	bendera mobil
5995	emblem mobil, logo mobil
8463	cover persneling, sarung tuas persneling
8142	knob persneling, kepala persneling, tongkat persneling
7532	stiker magnet mobil
7022	cover plat nomor, tutup plat nomor
5994	frame plat nomor, bingkai plat nomor, list plat nomor
8298	dudukan plat nomor, breket plat nomor, tempat plat nomor
2248	plat nomor, plat nomor mobil, plat nomor motor
8478	gantungan spion mobil, hiasan spion mobil
8464	cover setir, sarung setir mobil, sarung stir
8202	skotlet mobil, stiker wrapping mobil, skotlet motor
2735	oli gardan, oli gear
2635	air radiator, coolant radiator
3051	minyak rem, oli rem
2881	pembersih mesin mobil, degreaser mesin
2719	pembersih karburator, pembersih injektor
2916	minyak kopling, oli kopling
3044	oli mesin, oli mobil, oli motor
2770	aditif bensin, aditif oli
2513	oli power steering, minyak power steering
2943	air wiper, cairan wiper
2688	oli transmisi, oli matic
3812	cat mobil, cat motor
8450	cat mobil, cat body motor, cat semprot mobil
8144	cat kaliper, cat kaliper rem
8236	alat bengkel, perkakas bengkel
7414	charger aki, cas aki mobil, charger aki mobil
499929	tester aki, alat cek aki
499774	dempul mobil, dempul
6482	scanner obd mobil, alat scan mobil
3326	kabel jumper aki, kabel jumper mobil
5068	jump starter mobil, power bank aki mobil
8261	alat tambal ban, tambal ban tubeless
5547	perlengkapan riding motor, pelindung badan motor
5959	pelindung dada motor, pelindung punggung motor, body protector motor
5963	deker siku motor, pelindung siku motor
5908	sarung tangan motor
5106	kacamata motor, goggle motor, kacamata cross
8507	handguard motor, pelindung tangan motor
6493	kaca helm, busa helm, visor helm
2110	helm motor, helm full face, helm
5962	deker lutut motor, pelindung lutut motor, deker motor
2768	alarm mobil, alarm motor, kunci pengaman mobil
1802	alarm mobil
8302	central lock mobil, kunci pintu mobil
8305	aktuator central lock, motor central lock
8304	knop kunci pintu mobil
6083	alarm motor, gembok cakram motor, kunci ganda motor
2699	remote kunci mobil, keyless mobil, keyless motor
2750	kunci setir, kunci stir mobil
500077	gembok roda mobil
8448	sparepart airbag mobil
8446	roll bar mobil
8477	colokan seat belt, buckle seat belt
326120	cover seat belt mobil, bantalan seat belt
8449	sabuk pengaman mobil, seat belt mobil
8506	ganjal ban, ganjal roda mobil
6744	jaring bagasi mobil
3472	roof rack mobil, rak atap mobil
6041	crossbar atap mobil
2836	rak sepeda mobil, bike carrier mobil
4240	rak bagasi atap mobil, bagasi atap mobil
4243	karavan
5512	tas motor, tas samping motor, side box motor
8475	gantungan jok mobil, hanger jok mobil, pengait jok mobil
2290	organizer mobil, tas gantung jok mobil
3452	rantai jangkar
3362	tali jangkar
3189	jangkar, jangkar kapal, jangkar perahu
3718	tangga kapal, tangga perahu
3606	sparepart mesin tempel, sparepart mesin perahu
3463	karburator mesin tempel
3097	impeler mesin tempel
3566	dudukan mesin tempel
3277	piston mesin tempel
3806	baling baling kapal, baling baling perahu, propeller mesin tempel
1125	mesin tempel, mesin kapal, mesin perahu
3648	tangki mesin tempel
6293	lampu kapal, lampu perahu
3663	setir kapal, kemudi kapal
916	mobil, mobil bekas
3931	mobil golf
919	motorcycles: motor, sepeda motor; scooters: skuter
3018	motor atv
2528	go karts: gokart; dune buggies: mobil buggy
3095	perahu motor, speedboat, kapal motor
1130	jetski
3087	perahu layar, kapal layar
5644	kapal pesiar
`;
