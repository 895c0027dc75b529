// Indonesian terms for every leaf of the product taxonomy (Google's, cut at three levels; see
// src/db/reference-data/reference-data.ts), one line a leaf: the leaf's code in that taxonomy, a
// tab, then the Indonesian terms. The English side is the leaf's own name. Written for this
// project (source of every group: "product taxonomy leaf <slug>").
// A name that lists things (`Meat, Seafood & Eggs`) may give a term to one of them: sections
// separated by `;`, each `thing: terms` for that thing alone (`meat: daging; seafood: makanan
// laut, seafood; eggs: telur`), or plain terms for the whole name, which reach every thing
// (`buah dan sayur; fruits: buah buahan; vegetables: sayuran`). Each thing keeps a term.
export const TAXONOMY_LEAVES = `
3237	hewan hidup, binatang hidup
3	perlengkapan burung
4	perlengkapan kucing
5	perlengkapan anjing
6	perlengkapan ikan, perlengkapan akuarium
6983	alat latihan ketangkasan hewan
6811	gantungan baju hewan
500084	aksesori tempat tidur hewan
5092	lonceng dan liontin hewan
6978	monitor biometrik hewan
7143	alas mangkuk hewan
8513	dudukan mangkuk hewan
6252	mangkuk makan hewan, tempat makan hewan, tempat minum hewan
500026	aksesori kandang hewan
6251	tas hewan, kandang hewan
6250	kalung hewan, tali dada hewan
6321	pagar hewan
505811	aksesori pintu hewan
4497	pintu hewan
8050	obat tetes mata hewan
8068	kotak p3k hewan
6248	obat kutu hewan
5162	wadah makanan hewan
5163	sendok makanan hewan
6383	perlengkapan grooming hewan, perawatan bulu hewan
500110	aksesori bantal pemanas hewan
499743	bantal pemanas hewan
5093	tanda pengenal hewan
6253	sambungan tali hewan
6249	tali tuntun hewan
5145	kalung medis hewan
6861	perban hewan
5086	obat hewan
5144	brangus hewan, penutup mulut hewan
7144	perawatan gigi hewan
5087	kandang bermain hewan
6973	tangga hewan
6276	kereta dorong hewan
7396	tabir surya hewan
505314	alat latihan hewan
5081	vitamin hewan, suplemen hewan
502982	tempat kantong kotoran hewan
8070	kantong kotoran hewan
505297	alat pembuangan kotoran hewan
7	perlengkapan reptil, perlengkapan amfibi
5013	perlengkapan hewan kecil
8474	pembatas hewan di mobil
5322	pakaian olahraga, baju olahraga
182	pakaian bayi, baju bayi, pakaian balita
2271	gaun, dress
5182	baju terusan, jumpsuit
203	pakaian luar, jaket, mantel
7313	setelan pakaian, stelan
204	celana, celana panjang
212	shirts: kemeja; tops: atasan, kaos
207	celana pendek
1581	rok
5344	rok celana
208	pakaian tidur, piyama, baju tidur
1594	jas, setelan jas
211	baju renang, pakaian renang
5388	pakaian tradisional, pakaian adat
213	underwear: pakaian dalam; socks: kaus kaki
2306	seragam
5441	gaun pengantin, gaun pesta pernikahan
5942	manset lengan, penghangat lengan
5422	aksesori pakaian bayi
1786	balaclava, penutup kepala
168	bandanas: bandana; headties: ikat kepala
3913	kepala ikat pinggang, gesper
169	ikat pinggang, sabuk
5443	aksesori pengantin
6985	kancing hias
6984	penyangga kerah
193	manset kemeja, kancing manset
5114	kipas hias, kipas tangan
6238	penutup telinga
170	sarung tangan
171	aksesori rambut, jepit rambut
7133	penghangat tangan
5207	sapu tangan
173	topi
2020	penutup kepala, tutup kepala
5941	penghangat kaki
6268	kalung bunga
502987	sabuk hamil, korset hamil
7230	penghangat leher, masker leher
176	dasi
4179	pin, bros pin
499972	selempang
177	scarves: syal, scarf; shawls: selendang
178	kacamata hitam, kacamata matahari
179	bretel, suspender
180	penjepit dasi
5390	aksesori pakaian tradisional
1893	gelang tangan kain, wristband
5192	aksesori kostum
5387	sepatu kostum
5193	kostum
5194	topeng
6460	sampul buku cek
175	gantungan kunci
6277	tali lanyard, tali id card
5841	rantai dompet
6170	tempat kartu identitas, tempat id card
6169	tempat kartu nama
3032	tas tangan, tas wanita
2668	dompet, penjepit uang
189	gelang kaki
190	perhiasan tubuh, tindik
191	gelang
197	bros
192	pendants: liontin; bandul
194	anting, anting anting
6463	set perhiasan
196	kalung
200	cincin
5122	aksesori jam tangan, tali jam
201	jam tangan
5567	lapisan sepatu bot
7078	pelindung betis
5385	penutup sepatu, sarung sepatu
1856	tali sepatu
2427	taji sepatu
187	sepatu, alas kaki
499969	tiket acara
16	seni dan kerajinan; crafts: kerajinan tangan
216	barang koleksi, koleksi
3577	perlengkapan pembuatan bir, perlengkapan pembuatan anggur
33	juggling, alat sulap bola
35	magic: sulap; novelties: barang unik
5999	pembuatan model, miniatur
55	aksesori alat musik
54	alat musik
2559	hadiah, kado
96	perlengkapan pesta
408	efek khusus, efek panggung
5868	trophies: piala, trofi; awards: penghargaan
4679	baby bathtubs: bak mandi bayi; bath seats: kursi mandi bayi
7082	pelindung sampo bayi
5859	paket hadiah bayi, kado bayi
6290	perlengkapan perawatan bayi
5253	penyedot ingus bayi
7016	klip empeng
7309	tisu empeng
566	pacifiers: empeng, dot bayi; teethers: teether, gigitan bayi
6869	aksesori pagar pengaman bayi
542	pagar pengaman bayi
541	monitor bayi
5049	tali pengaman bayi
543	kunci pengaman bayi
544	pagar tempat tidur bayi
3661	mainan huruf
7198	mainan aktivitas bayi
555	ayunan bayi, kursi goyang bayi, bouncer bayi
560	jumper bayi, ayunan bayi
7191	aksesori mainan gantung bayi
1242	mainan gantung bayi
7360	penenang bayi
1241	baby walker, alat bantu jalan bayi
1243	alas bermain bayi, playmat
539	boks bermain bayi, playpen
3459	mainan dorong, mainan tarik
1244	mainan kerincingan, kerincingan
3860	mainan susun, mainan menyortir
547	kursi mobil bayi, car seat
538	gendongan bayi
568	kereta dorong bayi, stroller
4486	aksesori kursi mobil bayi
4916	aksesori gendongan bayi
4387	aksesori stroller
8537	alas kereta bayi
5845	sarung kursi makan bayi
7200	tempat tisu basah bayi
553	tisu basah bayi
502999	sarung alas ganti popok
5628	alas ganti popok, perlak
7014	paket popok
6949	alas popok
6883	tas popok, organizer popok
7001	aksesori tempat sampah popok
550	tempat sampah popok
2949	krim ruam popok
6971	tas popok basah
551	popok, pampers
562	makanan bayi, makanan pendamping asi, mpasi
5630	dot botol susu
564	botol susu bayi, botol bayi
4768	pengatur waktu bayi
2125	celemek bayi, slaber
5296	penghangat botol susu, sterilisator botol
7234	kantong asi, wadah asi
505366	aksesori pompa asi
565	pompa asi
5629	kain sendawa
5843	apron menyusui, penutup menyusui
503762	breast pad, bantalan menyusui
8075	sarung bantal menyusui
5298	bantal menyusui
6950	gelas bayi, training cup
552	dudukan toilet anak, pispot
6953	perlengkapan latihan toilet
543664	selimut bayi
543665	kain bedong, bedong bayi
5884	brosur
5864	meja pameran
5865	display pameran, stand pameran
6991	peternakan
7263	plc, pengendali logika terprogram
7262	inverter, pengatur kecepatan motor
134	survei, alat ukur tanah
8278	kerucut lalu lintas, cone jalan
7500	semen gigi
7499	alat dokter gigi, alat kedokteran gigi
8130	pasta pembersih gigi
2155	film dan televisi
7565	emas batangan, logam mulia
7303	kotak kue, dus kue
4217	bak piring kotor
8532	map tagihan
5102	wadah makanan
8059	tutup sekali pakai
7088	alat saji sekali pakai
4632	alat makan sekali pakai, piring kertas
4096	keranjang saji
4742	troli makanan
6786	mesin cuci sayur
6517	pemanggang sosis
7353	wadah es
5104	penghangat piring
8533	pelindung bersin
5097	wadah makanan bawa pulang, kotak makan take away
7553	wajan industri
137	mesin penjual otomatis, vending machine
1827	forestry: kehutanan; logging: penebangan kayu
505670	kain potong rambut, cape salon
7242	kursi pedikur
7241	kursi salon
2072	mesin pencacah kayu
1475	hotel dan perhotelan
5832	lemari industri
5833	rak industri, rak gudang
5831	kontainer pengiriman, peti kemas
8274	partisi kawat, pagar kawat
8025	aksesori penyimpanan industri
500086	troli kebersihan
1906	borgol
361	detektor logam
1470	manufaktur, produksi
6988	konveyor, ban berjalan
131	lifts: lift barang; hoists: katrol, hoist
503011	palet
6275	tirai rumah sakit
1898	baju pasien
6303	sprei rumah sakit
3477	peralatan medis, alat kesehatan
5167	furnitur medis, ranjang rumah sakit
230913	instrumen medis
2907	perlengkapan medis
6490	alat peraga medis
5602	topi operasi
2928	baju operasi, scrub
1645	gaun bedah
2187	pertambangan
4350	perlengkapan tindik
4326	perlengkapan tato
4244	rak gantungan baju, rak display pakaian
3803	manekin
7128	bagian manekin
4181	alat hitung uang
1837	kantong belanja kertas, kantong plastik belanja
4127	alat label harga
4160	etalase
499897	properti display toko
6975	biokimia
7325	alat bedah praktikum
3002	bahan kimia laboratorium
4335	peralatan laboratorium
8119	spesimen laboratorium
4255	perlengkapan laboratorium
7322	papan jam buka
8155	papan digital, signage digital
4297	papan nama listrik, neon box
5894	rambu darurat, tanda keluar
5897	papan penunjuk fasilitas
7323	papan buka tutup
5896	rambu parkir
5900	papan peraturan
5898	papan diskon, papan promosi
5895	rambu lalu lintas, rambu jalan
5892	rambu keselamatan, tanda peringatan
5893	rambu keamanan
5899	papan halaman
2389	rompi anti peluru
8269	aksesori masker gas
2723	helm proyek, helm safety
2808	baju hazmat
6764	celemek pelindung
2227	kacamata pelindung, kacamata safety
503724	masker pelindung
5591	sarung tangan safety
499961	pelindung lutut
499927	helm las, topeng las
499708	sabuk pengaman kerja, harness
7085	tali pengaman kerja
463625	kabel kamera
149	lensa kamera
2911	aksesori lensa
143	aksesori kamera, suku cadang kamera
160	aksesori optik
4638	aksesori tripod
150	tripods: tripod; monopods: monopod
499976	kamera endoskopi
152	kamera digital
4024	kamera sekali pakai
154	kamera film, kamera analog
362	kamera pengawas, cctv
5402	kamera jebakan, kamera hutan
155	kamera video, handycam
312	webcam, kamera web
157	teropong
4164	teropong satu mata
161	pengukur jarak
4040	teropong bidik
41	kamar gelap
42	lampu studio
503735	perlengkapan bingkai foto
4368	penyimpanan negatif film
8085	mesin basket arcade
3946	aksesori mesin pinball
3140	mesin pinball
3681	mesin skee ball
3676	aksesori mesin game arcade
3117	mesin game arcade, mesin dingdong
1420	aksesori audio
2165	komponen audio
242	pemutar audio, perekam suara
8159	megafon, toa
4921	peralatan dj
2154	sistem pengeras suara
3727	peralatan panggung
500027	aksesori papan sirkuit
7259	dekoder sirkuit
3889	prototipe sirkuit
7258	filter elektronik
3635	komponen pasif
7264	papan sirkuit cetak, pcb
3991	semikonduktor
266	mesin penjawab telepon
5275	caller id
263	aksesori radio komunikasi
2471	radio komunikasi, handy talky, ht
5404	aksesori interkom
360	interkom
268	pager
270	telepon, telefon
274	konferensi video
7395	akselerometer
2182	konverter
1977	konektor elektronik
1337	modulator
1544	splitter, pembagi sinyal
5254	komputer barebone
331	server komputer
325	komputer desktop, pc
298	perangkat genggam
5255	kios interaktif
328	laptop, notebook, komputer jinjing
500002	kacamata pintar
4745	tablet, komputer tablet
8539	thin client
502995	komputer meja sentuh
258	adaptor
5476	aksesori antena
1718	antena
8156	pembagi audio video, switch audio video
367	media kosong, cd kosong
3328	manajemen kabel, pengatur kabel
259	kabel
279	aksesori komputer
285	komponen komputer
4617	pembersih elektronik
5466	pelindung layar, film pelindung
288	memori, ram
3422	aksesori memori
499878	tripod ponsel, tongsis
275	daya listrik, catu daya
341	remot, remote control
5473	penguat sinyal
5695	pengacak sinyal
3781	casing gps
3213	dudukan gps
339	navigasi gps
6544	pelacak gps
1550	pencari ikan, fish finder
8134	receiver audio kapal
2178	gps kapal
1552	radar kapal
4450	radio kapal
8473	speaker kapal
1350	routers: router; bridges: bridge jaringan
2479	multiplexer
2455	hubs: hub jaringan; switches: switch jaringan
5576	aksesori modem
343	modem
290	kartu jaringan, adaptor jaringan
3742	firewall
6508	adaptor poe
3425	server printer
2121	repeater, penguat sinyal jaringan
499682	aksesori printer 3d
6865	printer 3d
502990	aksesori printer, aksesori mesin fotokopi
500106	printer, mesin fotokopi, mesin faks
284	aksesori pemindai
306	pemindai, scanner
912	detektor radar
500091	radar kecepatan
4488	alat pembayaran tol
305	monitor komputer, layar komputer
396	proyektor
5561	tv satelit, tv kabel
404	televisi, tv
2027	aksesori video
1368	peralatan produksi video
1634	multiplexer video
387	pemutar video, perekam video
5278	server video
5450	pemancar video
1505	aksesori konsol game
2070	aksesori konsol game portabel
1294	konsol game, konsol permainan
499676	minuman beralkohol, minuman keras
6797	susu mentega
1868	kopi
8030	minuman eggnog
8036	minuman rasa buah
415	cokelat panas, coklat panas
2887	jus, sari buah
418	susu
5724	susu nabati, susu kedelai
6848	minuman bubuk, minuman serbuk
2628	minuman bersoda, soda
5723	minuman olahraga, minuman energi, minuman isotonik
2073	tea: teh; infusions: teh herbal
7528	minuman cuka
420	air minum, air mineral
1876	roti, kue, produk bakeri
6219	manisan buah
4748	candy: permen; chocolate: cokelat
427	condiments: bumbu; sauces: saus, kecap, sambal
2660	bahan masakan, bahan kue
428	produk susu, olahan susu
5740	spreads: selai, olesan; dips: saus cocolan
136	parsel makanan, hampers
5788	es krim, makanan penutup beku
430	buah dan sayur; fruits: buah buahan; vegetables: sayuran
431	grains: biji bijian; rice: beras; cereal: sereal
432	meat: daging; seafood: makanan laut, seafood; eggs: telur
433	nuts: kacang; seeds: biji bijian
434	pasta: pasta; noodles: mi, mie
5814	makanan siap saji
4608	seasonings: bumbu dapur; spices: rempah, rempah rempah
423	makanan ringan, camilan, keripik
2423	soups: sup; broths: kaldu
5807	tahu, tempe, produk kedelai
3916	tembakau kunyah
3151	rokok
3682	cerutu
3741	tembakau
499963	pipa rokok, cangklong
4091	vape, rokok elektrik
6349	set furnitur bayi
7068	aksesori keranjang bayi
6393	bassinets: keranjang bayi; cradles: ayunan bayi, buaian
558	meja ganti popok
7070	aksesori boks bayi
6394	boks bayi, ranjang bayi
6969	aksesori kursi makan bayi
559	kursi makan bayi, kursi tinggi bayi
4437	aksesori tempat tidur, aksesori rangka ranjang
505764	tempat tidur, ranjang, rangka ranjang, dipan
451	sandaran tempat tidur, headboard
2720	alas kasur, divan
2696	kasur, matras
6850	bangku dapur, bangku makan
6851	bangku penyimpanan
4241	bangku meja rias
4063	lemari pakaian, lemari baju
447	bufet, lemari makan
448	lemari pajangan, lemari kaca
4195	lemari laci, meja rias
463	lemari arsip, filing cabinet
465846	meja setrika
6934	lemari dapur, kabinet dapur, kitchen set
6539	rak majalah
6358	rak tv, rak media
5938	lemari penyimpanan, loker
4205	peti penyimpanan
4148	wastafel kabinet, meja wastafel
6357	lemari minuman
5578	rak anggur, rak botol
453	troli dapur
6374	meja dapur, pulau dapur
8206	suku cadang kursi gantung
6499	kursi berlengan, kursi malas, sofa bed kursi
438	bean bag, kursi bean bag
456	kursi panjang, kursi santai
2919	kursi pijat elektrik
500051	kursi lantai, kursi lesehan
3358	kursi lipat, bangku lipat
6800	kursi gaming
7197	kursi gantung, kursi ayun
5886	kursi makan, kursi dapur
2002	kursi goyang
6859	kursi tanpa lengan
1463	kursi bar, bangku bar
457	tv stands: rak tv, meja tv; entertainment centers: bufet tv
500000	set furnitur kamar mandi
6346	set kamar tidur
6347	set meja makan
6348	set ruang tamu, set sofa
6860	rangka futon
2786	kasur futon
450	futon, kasur lipat
4191	meja kerja, meja tulis, meja belajar
2045	kursi kantor
500061	set furnitur kantor
6363	meja kerja
6908	meja kubikel, partisi kantor
503766	aksesori meja kerja
7559	aksesori kursi kantor
6909	aksesori kubikel
458	puf, ottoman
6892	tempat tidur luar ruangan
6367	set furnitur taman, set furnitur luar ruangan
6822	puf taman
6368	kursi taman, tempat duduk luar ruangan
7310	kotak penyimpanan luar ruangan
2684	meja taman, meja luar ruangan
6964	penutup furnitur taman
6915	aksesori partisi ruangan
4163	partisi ruangan, penyekat ruangan, sketsel
465	rak buku, lemari buku
6372	rak dinding, ambalan
8024	rak pengganti
7213	penyangga sofa
500064	sofa sudut, sofa l
460	sofa
6911	kaki meja
6910	daun meja, permukaan meja
6369	meja hias, meja samping
6351	meja aktivitas anak
4080	meja lipat
4355	meja makan
4484	kotatsu, meja penghangat
462	nakas, meja samping tempat tidur
2693	meja poker, meja permainan
5121	meja mesin jahit
2277	bahan kimia
503742	lem, perekat
2212	selotip, lakban
1753	pelumas, oli
503743	bahan bangunan pasangan bata
503740	perlengkapan pengecatan
505305	primer pipa
503744	pelapis pelindung, sealant
1995	solder: timah solder; flux: flux
503741	pelarut; thinners: thinner, pengencer
505802	dempul dinding, plester
2729	meja dapur granit, countertop
6343	perlengkapan pintu, handle pintu
119	pintu
503776	papan gipsum, drywall
2826	flooring: lantai, penutup lantai; carpet: karpet
120	kaca
499949	pegangan tangga, railing
2030	pintu palka
122	insulasi, peredam panas
125	kayu gergajian, papan kayu, triplek
7112	list profil, moulding
503777	rebar: besi beton; remesh: wiremesh
123	atap, genteng
6943	jendela krepyak, rolling door
503775	papan dinding luar
7439	panel peredam suara, busa peredam
7004	tangga
7136	ubin dinding, plafon
7053	panel dinding
505300	karet jendela, weather strip
499772	perlengkapan jendela, engsel jendela
124	jendela
502983	aksesori pagar
502973	panel pagar
1352	tiang pagar kayu
1919	tiang pagar, rel pagar
502986	pembatas taman
1788	gerbang, pintu pagar
502984	kisi kisi
499958	pembatas keamanan, barikade
543703	minyak pemanas
543576	minyak tanah
543577	propana, gas elpiji
502975	jeriken, tangki bahan bakar
7092	braket, siku penguat
4696	perlengkapan lemari, engsel lemari
499981	roda kastor, roda troli
502977	chain: rantai; wire: kawat; rope: tali
1318	kumparan, koil
7086	cetakan beton
7270	pasak, pin dowel
8470	rel laci
1979	kain penutup
1816	filter, saringan
7557	pita peringatan, police line
6841	selang gas
8112	paku tanah
500054	pengencang, baut, mur, sekrup
1771	engsel
503773	pengait; hooks: kait; buckles: gesper
6770	selang pelumas
503731	cetakan logam
500030	selimut peredam
6769	selang pneumatik, selang angin
8113	pelat dasar tiang
499933	pegas, per
4988	terpal
3974	kotak perkakas, tempat penyimpanan alat
505320	dongkrak dinding
500099	pompa peralatan rumah
500098	pompa kolam, pompa air mancur
500097	pompa irigasi, pompa pendorong
500102	pompa limbah, pompa septik
500101	pompa serbaguna
500100	pompa sumur
500090	pengering udara
499874	saluran udara, ducting
1519	kontrol hvac, termostat
2766	vents: ventilasi; flues: cerobong
6488	kunci kosong, bakalan kunci
8067	tutup kunci
1870	sistem akses kartu
503730	locks: kunci, gembok; latches: grendel
1810	fiting pipa
504635	suku cadang keran
1673	perlengkapan sanitasi, keran, wastafel, kloset
2570	selang air, selang fleksibel
2216	pipa, pipa air
2203	perlengkapan perbaikan pipa
2273	dispenser air, filter air, penyaring air
2243	pengatur level air
6832	timer air
1723	perlengkapan sumur
500049	armatures: angker dinamo; rotors: rotor; stators: stator
7183	ballasts: ballast; starters: starter lampu
499893	sikat karbon, brush dinamo
6807	panel listrik, mcb box
499768	pipa listrik, conduit
7275	motor listrik, dinamo
2006	kotak listrik, inbow doos
5627	tutup steker
6459	saklar, sakelar listrik
2345	kabel listrik
6375	aksesori kabel roll
4789	kabel roll, kabel ekstensi
4709	aksesori genset
1218	genset, generator
2413	perangkat rumah pintar
2028	stopkontak telepon, soket data
5533	konverter daya
499966	inlet daya
5142	inverter
1869	stopkontak, colokan listrik
4715	paket tenaga surya
4714	panel surya, solar panel
505318	trafo, stabilizer, regulator tegangan
2377	penutup saklar
6833	sensor stopkontak
2274	penutup kabel, konektor kabel
503729	terminal kabel, konektor kabel
499982	mesin kecil, motor bensin kecil
1910	tangki penyimpanan, tandon air, toren
6939	aksesori sandblasting
7326	aksesori kapak
8117	aksesori pemotong
3944	mata bor, aksesori obeng
6471	aksesori obeng
2447	aksesori senter
499859	aksesori gerinda
7056	aksesori palu
2380	staples industri
6907	jig, alat bantu kerja
7472	magnetiser
505323	aksesori cangkul
5526	aksesori alat ukur
499886	pengaduk cat, mixer semen
7019	aksesori alat cat
6295	baterai perkakas listrik
6292	pengisi daya perkakas listrik
3744	aksesori router kayu
4487	aksesori amplas
6549	aksesori gergaji, mata gergaji
3470	aksesori mesin profil
3281	aksesori solder
2174	mata pisau alat
505810	baji gagang alat
8258	tali pengaman alat
5571	mata sok, kunci sok
4658	dudukan alat
505812	baji
499947	aksesori las
6938	mesin sandblasting
1169	landasan tempa, paron
1171	kapak
7271	mesin serut sambungan kayu
1174	pahat ukir, tatah
1215	alat dempul, lem tembak
2792	sikat cerobong
4325	alat pemadat, stamper
2015	kompresor
4672	sapu beton
1180	pemotong, tang potong
1391	alat pembersih gram
126	troli barang, troli angkut
1217	bor, mesin bor
6461	alat penarik kabel
338	flashlights: senter; headlamps: lampu kepala
7556	pompa gemuk, grease gun
1219	gerinda, mesin gerinda
1185	pegangan alat
1186	palu
499887	mixer tangan listrik
5927	obor las, brander
1220	pemanas udara, heat gun
1221	kunci impak
2456	vibrator beton
7416	cermin inspeksi
130	ladders: tangga lipat; scaffolding: perancah, scaffolding
1663	mesin bubut
1603	alat ganti bohlam
503774	korek api; lighters: pemantik
7030	pembelah kayu bakar
5873	penyapu magnet
1832	alat penanda
1193	alat tukang batu
3932	mattocks: cangkul; pickaxes: beliung
1305	alat ukur, sensor
5077	mesin frais, mesin milling
5587	perkakas listrik serbaguna
1194	pencabut paku
1206	nailers: alat paku tembak; staplers: staples tembak
5828	penampung oli bekas
2077	alat cat, kuas, rol cat
1196	alat penjepit pengambil
1667	pembengkok pipa
2053	pembersih pipa
1862	sikat pipa
6868	mesin serut
1187	serut kayu, ketam
1958	tang
1563	penyedot wc, plunger
1225	mesin poles
3501	alat penggali lubang
1179	linggis
505315	penitik, pelubang
1202	kape, pisau dempul, scraper
1819	alat pelebar lubang, reamer
7064	alat rivet, tang rivet
1841	mesin profil kayu, router kayu
1188	mesin amplas
4419	blok amplas
1201	kuda kuda gergaji
1235	gergaji
1203	obeng
1923	mesin pembentuk
1644	pengasah, asahan
1195	kunci sok
1236	solder
1787	alat perbaikan dudukan keran
1184	tap dan sney
1584	mesin ulir
2835	klem, ragum
3745	kikir
1439	kunci l, kunci alen
2198	pisau cutter
4919	set perkakas, set alat
1238	welding guns: mesin las; plasma cutters: pemotong plasma
1469	alat kabel
5592	lampu kerja
1632	kunci pas, kunci inggris
5849	akupunktur
7220	pispot pasien
5071	aksesori alat ukur kesehatan
494	alat ukur kesehatan, tensimeter, oksimeter
775	kondom
505820	gel konduktif
7002	tempat alat kontrasepsi
508	pertolongan pertama, p3k
2890	kebugaran dan nutrisi, suplemen
5690	alat bantu dengar
517	popok dewasa, alat bantu inkontinensia
500087	lampu terapi
5966	alarm medis
5965	gelang medis
505293	alat tes kesehatan
518	obat, obat obatan
519	alat bantu mobilitas, kursi roda, tongkat jalan
5870	alat fisioterapi
3777	kotak obat, tempat obat
4551	alat bantu pernapasan, nebulizer
8082	wadah spesimen
7186	spermisida
8105	pembalut amputasi
523	penyangga tubuh, deker, korset
5923	pelumas medis
499919	cairan pembersih perhiasan
500082	alat pembersih perhiasan
5974	tempat perhiasan, kotak perhiasan
500083	pembersih uap perhiasan
5124	alat servis jam
493	perawatan punggung
473	kosmetik, makeup, rias wajah
4929	kapas bola
2934	cotton bud, korek kuping
484	deodoran, antiperspiran
506	perawatan telinga
7134	alat enema
485	pembalut wanita, pembalut
515	perawatan kaki
486	perawatan rambut
5663	massage: pijat; relaxation: relaksasi
526	perawatan mulut, perawatan gigi, sikat gigi
777	pelumas pribadi
528	shaving: alat cukur; grooming: perawatan diri
4076	alat bantu tidur
6921	tenda tanning
472	ranjang tanning
2656	pinset
1380	perawatan mata, lensa kontak
575	rak kamar mandi, keranjang mandi
577	keset kamar mandi, karpet kamar mandi
4366	bantal mandi
7093	penyangga aksesori kamar mandi
6858	set aksesori kamar mandi
579	tempat tisu
8016	aksesori pengering tangan
5141	pengering tangan
2418	lemari obat
2034	gantungan jubah
8114	pegangan pengaman kamar mandi
578	ring gorden kamar mandi
580	tirai kamar mandi, gorden shower
1962	tiang tirai kamar mandi
4971	dispenser sabun
582	tempat sabun
7509	kepala sikat toilet
583	sikat toilet, sikat wc
584	tempat tisu toilet
585	tempat sikat gigi
586	rak handuk, gantungan handuk
5491	kamera cctv palsu
3873	alarm rumah
2161	sensor gerak
500025	cermin keamanan, cermin cembung
363	lampu keamanan
364	monitor keamanan, perekam cctv, dvr
499865	aksesori brankas
3819	brankas
365	sensor keamanan
572	papan alamat
6265	bunga palsu, tanaman hias palsu, bunga plastik
6266	makanan tiruan
9	karya seni, lukisan
4456	bantal sandaran
573	keranjang
5521	aksesori tempat makan burung
6993	tempat makan burung
230911	aksesori rumah burung
500078	rumah burung, sangkar
697	tempat mandi burung
587	penyangga buku
7380	gambar potong karton
4453	bantal kursi, bantal sofa
505827	suku cadang jam
3890	jam dinding, jam meja, jam
5708	gantungan mantel, gantungan topi
7206	lonceng hias
6317	botol hias
6457	mangkuk hias
7113	toples hias
708	plakat hias
5875	piring hias, piring pajangan
6456	nampan hias
2675	keset, keset pintu
7172	penangkap mimpi
6936	bunga kering
6935	ekosfer
5609	patung kecil, pajangan, figurin
7422	hiasan ujung tiang
7419	aksesori bendera
701	bendera, umbul umbul
4770	lilin led, lilin elektrik
702	fountains: air mancur; ponds: kolam hias
704	batu taman, batu pijakan
499693	pengukur tinggi badan anak
3221	stiker dinding
500121	aksesori pengharum ruangan
592	pengharum ruangan, wewangian rumah, lilin aroma, aromaterapi
503000	jam pasir
7382	nomor rumah
6547	garden sculptures: patung taman; lawn ornaments: ornamen taman
7436	lubang surat
6333	aksesori kotak surat
706	kotak surat
595	cermin, kaca cermin
3473	kotak musik
6324	cincin serbet
5885	papan hias unik
6927	bantal puf
597	bingkai foto, pigura
4295	celengan
709	rantai hujan
710	pengukur hujan
5876	magnet kulkas
598	karpet, permadani
596	dekorasi hari raya, hiasan musiman
5922	kotak pajangan
599	sarung sofa, sarung kursi
6535	bola salju
7173	penangkap cahaya matahari
711	jam matahari
4454	bantal hias, bantal sofa
4233	peti, koper peti
6424	pengisi vas
602	vas bunga, pot bunga
2334	wallpaper, kertas dinding
712	penunjuk arah angin
714	lonceng angin
2839	kincir angin hias
6530	magnet jendela
6254	aksesori gorden
603	gorden, tirai, kerai
3262	bola dunia, globe
6267	wreaths: karangan bunga; garlands: garland
4490	alarm gempa
6897	selimut darurat
5836	makanan darurat
7058	perlengkapan darurat
4491	pengaman furnitur
2044	ububan, peniup api
6563	panggangan perapian
7523	penyangga kayu perapian
7109	reflektor perapian
2365	layar perapian
1530	alat perapian
625	firewood: kayu bakar; fuel: bahan bakar
7091	alas perapian
7029	aksesori rak kayu bakar
695	rak kayu bakar
4918	kipas tungku kayu
6792	perapian
7226	panel alarm kebakaran
1871	alarm kebakaran
1639	lemari alat pemadam
1434	alat pemadam api, apar
1934	sprinkler kebakaran
7227	detektor panas
499673	detektor asap, detektor karbon monoksida
1306	detektor banjir
2367	aksesori ac
3410	aksesori pembersih udara
4667	aksesori penyerap kelembapan
5089	aksesori kipas angin
4548	aksesori pel uap
6773	aksesori boiler
7110	aksesori radiator pemanas
3862	aksesori pelembap udara
3456	aksesori mesin cuci
4650	aksesori pemanas teras
618	aksesori penyedot debu
2751	aksesori pemanas air
1626	pengatur suhu ruangan, ac, kipas angin, pemanas ruangan
235920	pengering karpet
616	pel uap, mesin pembersih lantai
5294	mesin poles lantai
4483	pengering kasur
6741	remote pintu garasi
609	pembuka pintu garasi
2706	mesin cuci, pengering pakaian
500081	pembersih ultrasonik
619	penyedot debu, vacuum cleaner
7121	penguap wallpaper
621	pemanas air, water heater
7351	alas laci, alas rak
499674	pelindung lantai
7214	pelindung kaki furnitur
8522	alas lantai garasi
2374	kantong sampah, plastik sampah
623	perlengkapan kebersihan rumah, alat pembersih
2530	tisu, produk kertas rumah tangga
3355	termometer rumah
627	perlengkapan cuci pakaian, deterjen
7406	penyerap lembap
728	pembasmi hama, pengendali hama
3307	alas karpet
628	perawatan sepatu, semir sepatu
499885	alas anak tangga
636	penyimpanan, rak penyimpanan, kotak penyimpanan
5056	aksesori pemadat sampah
4516	tempat sampah
6757	aksesori tempat sampah
649	perlengkapan bar
6070	peralatan masak; cookware: alat masak; bakeware: alat panggang
2920	tas makanan, tempat makanan
2626	wadah makanan, tempat penyimpanan makanan
6478	aksesori wadah makanan
2901	aksesori peralatan dapur
730	peralatan dapur elektrik, alat dapur listrik
668	alat dapur, perkakas dapur
8161	dapur siap pasang
672	peralatan makan, alat makan
2962	berkebun, perlengkapan berkebun
2918	perlengkapan luar ruangan
3798	mesin taman, mesin potong rumput
4564	aksesori mesin taman
5362	pembersih salju
3568	watering: penyiraman; irrigation: irigasi
1436	lampu darurat
500003	lampu apung, lampu bawah air
1546	lampu sorot
7401	lampu tanam
4636	lampu meja, lampu berdiri
7400	lampu taman, lampu jalan setapak
2425	bohlam, lampu bohlam
2608	lampu tali, lampu hias
3006	lampu gantung, armatur lampu
505826	lampu tidur
2370	lampu lukisan
7399	tiki torches: obor taman; oil lamps: lampu minyak
6274	lampu rel
7338	dudukan tiang lampu
7447	braket tiang lampu
3185	kap lampu
3522	timer lampu
505312	minyak lampu
569	perlengkapan tidur, sprei, bed cover, selimut
505832	set kain dapur
601	taplak meja, linen meja
4077	handuk
4358	payung, payung hujan
5590	tanaman air
984	bunga, bunga segar
6762	tanaman hias, tanaman dalam ruangan, tanaman luar ruangan
505285	paket menanam, kit tanam
2802	benih, bibit
1684	pohon, bibit pohon
2832	aksesori kolam renang
543687	aksesori sauna
3992	sauna
2982	spa, bak spa
2810	kolam renang
4082	asbak
6882	tempat cerutu
6879	pemotong cerutu
6881	tempat rokok, kotak rokok
500007	pipa rokok filter
6880	aksesori humidor
6878	humidor
6173	sarung payung
2639	tungku kayu
100	ransel, tas punggung, backpack
101	tas kerja, koper kerja
108	tas kosmetik, pouch kosmetik
549	tas popok, tas perlengkapan bayi
502974	kotak kedap air, dry box
103	tas duffel, tas olahraga
104	tas pinggang, waist bag
105	tas pakaian, sarung jas
503014	pelapis dry box
7521	sarung koper, pelindung koper
499691	rak koper
5652	tali koper
5651	label koper
5620	organizer koper, tas organizer
6919	botol travel, wadah perjalanan
5650	pouch perjalanan, dompet paspor
106	tas selempang, messenger bag
5608	tas belanja, tote bag
107	koper
6553	koper kosmetik
779	buku dewasa
774	pakaian dalam seksi
776	video dewasa
5055	makanan dewasa
6040	permainan dewasa
4060	majalah dewasa
6536	perlengkapan tari tiang
778	mainan dewasa
3833	buku jari besi
7567	clubs: tongkat pemukul; batons: pentungan
6109	pisau tempur
2214	perawatan senjata api
782	senjata api
726	semprotan merica
3092	nunchaku, toya
7175	tombak
3924	tongkat bela diri
727	setrum kejut, taser
3666	pedang
3694	bintang lempar, shuriken
3437	cambuk
543541	buku audio
543542	buku elektronik, ebook
543543	buku cetak, buku
499995	rencana proyek pertukangan
543527	dvd film
543529	unduhan film
543528	kaset video
543539	majalah
543540	koran, surat kabar
543526	unduhan musik
543522	cd musik
543524	kaset musik
543523	piringan hitam
543525	rekaman suara
499821	buku panduan kamera
5038	buku panduan elektronik
5861	buku panduan alat olahraga
5039	buku panduan peralatan rumah tangga
5040	buku panduan peralatan dapur
5860	buku panduan mainan
499866	buku panduan perlengkapan kantor
7516	buku panduan perkakas listrik
5041	buku panduan servis kendaraan
887	partitur musik, not balok
6176	sampul buku
4941	lampu baca buku
6175	penyangga buku, standar buku
93	pembatas buku
8078	alas meja tulis
5997	buku alamat
4312	perlengkapan jilid
6190	album kartu nama
6171	tempat kartu nama meja
926	tempat cd, tempat dvd
927	agenda; calendars: kalender; planners: planner
5531	kotak kartu arsip
6177	sarung kartu
928	kotak uang, cash box
939	organizer meja, tempat alat tulis
925	kotak arsip, box file
930	map, map arsip
6884	map, sampul laporan
5070	tempat kartu ucapan
6962	rak surat
3062	tempat pensil, kotak pensil
6885	map portofolio
6779	kotak kartu resep
6319	paku pengikat kertas
2591	tipe x, cairan koreksi, pita koreksi
938	penghapus, setip
960	labels: label, stiker label; tags: tag
8015	plastik laminating
505805	lem tempel, plastisin perekat
934	selotip kantor
936	penjepit kertas, klip kertas
956	produk kertas, kertas hvs, buku tulis, notebook, buku catatan
944	karet gelang
948	isi staples
949	paku payung; pushpins: pin papan
5829	mesin press plastik, sealer
8499	meja pangkuan, meja laptop
2435	papan nama meja
6462	keset anti lelah
6521	alas kursi
6520	alas kantor
1996	troli audio visual
6182	troli buku
6180	troli arsip
6181	troli surat
6179	troli serbaguna
499864	aksesori kalkulator
333	kalkulator
337	kamus elektronik, penerjemah elektronik
952	mesin label
1625	mesin laminating
953	mesin penghancur kertas
1708	mesin perangko
6404	mesin absensi
954	alat dikte
955	mesin ketik
2883	bel meja
935	papan jepit, clipboard
505830	pembuka amplop
941	kaca pembesar, lup
4341	stempel
943	rautan pensil
4499	pencabut staples
947	stapler, staples
503746	dispenser selotip
4470	aksesori alat tulis
977	alat tulis, pena, pulpen, pensil, spidol
6486	pelindung jari
6467	pembolong kertas, perforator
2207	mesin lipat kertas
1836	perata kertas
1803	pemberat kertas
6178	papan pensil
965	papan tulis kapur
966	papan display, papan pengumuman
4492	kamera dokumen
971	papan tulis putih, whiteboard
967	kertas flipchart
968	penyangga kanvas, easel
969	laser pointer
970	podium, mimbar
963	transparansi
4465	presenter nirkabel
973	kardus pindahan, kotak pengiriman
974	bahan pengemas, bubble wrap
975	lakban pengemas
5607	guci abu
3923	tasbih, rosario
328060	kartu doa
7120	altar
1949	kerudung ibadah, mukena
499711	kartu tarot
503723	karpet lorong pengantin
5456	keranjang bunga pengantin
5457	bantal cincin
5299	perangkat lunak antivirus
5300	perangkat lunak bisnis
315	perangkat lunak pemrograman
5301	perangkat lunak utilitas
5127	perangkat lunak penerjemah
317	perangkat lunak pendidikan
5304	perangkat lunak akuntansi
3283	peta gps
318	perangkat lunak genggam
319	perangkat lunak desain
5302	perangkat lunak jaringan
5303	perangkat lunak perkantoran
321	sistem operasi
7225	disk pemulihan
5034	ikon komputer
5035	wallpaper desktop
500046	karya seni digital
8022	templat dokumen
5036	huruf, font
2065	stock photographs: foto stok; video footage: video stok
5935	mata uang virtual
1279	permainan video, game
1070	baseball: bisbol; softball: softbol
1081	bola basket
499719	tinju, bela diri
6734	perlengkapan broomball
3354	pemandu sorak
6739	coaching: perlengkapan pelatih; officiating: perlengkapan wasit
1087	kriket
989	menari, dansa
1006	anggar
499741	hoki lapangan, lacrosse
499915	seluncur indah, hoki es
1093	sepak bola amerika
499799	perlengkapan atletik
1000	senam
503752	raket squash
7156	permainan rounders, kasti
1110	rugbi
1111	sepak bola
1047	bola tangan
1065	tenis
1060	atletik lari
1115	bola voli
499861	perlengkapan wallyball
1145	polo air
1068	gulat
499797	roda perut, ab roller
237166	step aerobik
499796	alat latihan keseimbangan
499792	kardio, treadmill, sepeda statis
993	bola senam, gym ball
5869	karet resistensi, resistance band
499795	bangku latihan, bench press
4669	matras olahraga
499978	set alat fitness
8471	bantal baji latihan
6337	aksesori foam roller
5319	foam roller
6867	alat latihan tangan, hand grip
355576	meja inversi
3938	bola medis
499912	power tower
8215	alat push up, pull up bar
7174	bola reaksi
8062	parasut latihan
505302	lampu keselamatan olahraga
5693	stopwatch
499798	alat latihan suspensi
8066	mesin getar
499793	angkat beban, barbel, dumbel
6103	rompi pemberat
999	yoga, pilates
1002	hoki meja
1003	biliar
1004	bowling, boling
1007	sepak bola meja
7010	meja permainan serbaguna
1008	tenis meja, pingpong
1009	shuffleboard meja
1005	dart, anak panah
499811	perahu, olahraga air
1013	camping: berkemah, camping; hiking: mendaki
7059	panjat tebing
1025	bersepeda
1031	berkuda
3334	memancing, alat pancing
1043	golf, olahraga golf, stik golf, bola golf
3789	gantole, terjun payung
499824	hunting: berburu; shooting: menembak
5998	aksesori kantong air
5635	kantong air minum, hydration pack
499761	sepatu roda
7375	buggy layang layang
499846	permainan luar ruangan
5879	skuter
3276	skateboard, papan luncur
499844	olahraga musim dingin, ski
4648	pengatur waktu permainan
6794	aksesori gasing
6329	gasing
3749	set bingo
7411	set blackjack
1246	permainan papan, board game
6853	aksesori kartu permainan
1247	permainan kartu, kartu remi
6054	permainan ketangkasan
6037	dadu
7383	aksesori chip poker
5403	chip poker
4554	permainan elektronik genggam
7412	roda roulette
8472	mesin slot
6038	permainan ubin, domino, mahjong
7219	aksesori istana balon
6396	istana balon
6270	ayunan
6397	tenda bermain anak
1251	rumah bermain anak
1863	tongkat pogo
2743	kotak pasir
6450	jungkat jungkit
2867	perosotan, seluncuran
3948	egrang
6269	aksesori ayunan
6271	set ayunan, taman bermain
5524	aksesori trampolin
1738	trampolin
6464	mainan air
7081	aksesori puzzle
2618	puzzle jigsaw
4011	puzzle mekanik
6725	puzzle kayu
4352	mainan aktivitas
3731	mainan menggambar
7311	aksesori kolam bola
3207	kolam bola
3911	mainan mandi
1268	mainan pantai, mainan pasir
1254	mainan balok, lego, mainan konstruksi
1255	boneka, figur mainan
1262	mainan edukasi
3074	mainan meja kantor
7366	aksesori mainan terbang
1261	mainan terbang, layang layang
1264	mainan musik
5970	aksesori mobil mainan
2505	mobil mainan, kendaraan mainan
3229	mainan peran
2778	aksesori mainan remote
2546	mainan remote control, mobil remote
7202	aksesori mainan tunggang
2799	mainan tunggang, sepeda anak
3625	robot mainan
8127	aksesori mainan olahraga
1266	mainan olahraga
499712	parsel mainan
500005	aksesori pistol mainan
3627	pistol mainan, senjata mainan
3562	mainan visual
2953	mainan putar
3977	suku cadang pesawat
8526	elektronik kendaraan, audio mobil
899	suku cadang kendaraan, onderdil mobil, onderdil motor, spare part
913	perawatan kendaraan, aksesori mobil, aksesoris motor
8301	keamanan kendaraan
8237	penyimpanan kendaraan, rak atap mobil
3391	suku cadang kapal
3395	pesawat terbang
1267	kendaraan bermotor, mobil, sepeda motor
3540	kapal, perahu
`;
