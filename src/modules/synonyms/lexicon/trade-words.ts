// Common trade words, English and Indonesian: one group of equivalent terms a line. Written for
// this project (source of every group: "trade words list").
export const TRADE_WORDS = `
# buying and selling
supplier, vendor, pemasok, penyedia
manufacturer, maker, producer, produsen, pabrikan
factory, pabrik
wholesale, bulk, grosir, borongan
retail, eceran, ritel
distributor, distributor resmi, penyalur
exporter, eksportir
importer, importir
price, harga
cheap, low price, murah, harga murah
discount, diskon, potongan harga
quotation, quote, penawaran harga
order, purchase order, pesanan, pemesanan
minimum order, moq, minimal pemesanan, pesanan minimum
sample, contoh, sampel
stock, ready stock, stok, stok tersedia
delivery, shipping, pengiriman
packaging, kemasan
package, paket
box, kotak, dus, kardus
bag, tas
sack, karung
bottle, botol
jar, toples, stoples
can, kaleng
roll, gulung, gulungan
sheet, lembar
pair, pasang
set, seperangkat, satu set
piece, pcs, buah, biji
dozen, lusin
kilogram, kg, kilo
ton, tonne
meter, metre
litre, liter
gram, gr
# materials
wood, wooden, kayu
teak, jati, kayu jati
rattan, rotan
bamboo, bambu
leather, kulit
genuine leather, kulit asli
synthetic leather, faux leather, kulit sintetis
cotton, katun
silk, sutra, sutera
wool, wol
polyester, poliester
plastic, plastik
rubber, karet
glass, kaca
ceramic, keramik
porcelain, porselen
stainless steel, baja tahan karat, stainless
steel, baja
iron, besi
aluminium, aluminum, aluminium
copper, tembaga
brass, kuningan
silver, perak
gold, emas
gold plated, lapis emas
paper, kertas
cardboard, karton
stone, batu
marble, marmer
cement, semen
sand, pasir
clay, tanah liat
fabric, cloth, textile, kain, tekstil
thread, yarn, benang
# qualities and states
new, baru
used, second hand, bekas
original, asli, ori
handmade, handcrafted, buatan tangan, kerajinan tangan
organic, organik
natural, alami
fresh, segar
frozen, beku
dried, kering
waterproof, tahan air, anti air
durable, tahan lama, awet
portable, mudah dibawa, portabel
lightweight, ringan
large, big, besar
small, kecil
long, panjang
short, pendek
wide, lebar
thick, tebal
thin, tipis
soft, lembut
hard, keras
color, colour, warna
black, hitam
white, putih
red, merah
blue, biru
green, hijau
yellow, kuning
brown, coklat, cokelat
grey, gray, abu abu
pink, merah muda
purple, ungu
orange, oranye, jingga
# people and uses
women, womens, ladies, female, wanita, perempuan, cewek
men, mens, male, gents, pria, laki laki, cowok
kids, children, anak, anak anak
boys, anak laki laki
girls, anak perempuan
baby, infant, bayi
unisex, uniseks
home, house, household, rumah, rumah tangga
office, kantor
kitchen, dapur
bathroom, washroom, kamar mandi
bedroom, kamar tidur
living room, ruang tamu
garden, taman, kebun
outdoor, luar ruangan
indoor, dalam ruangan
school, sekolah
car, mobil
motorcycle, motorbike, bike, sepeda motor, motor
bicycle, cycle, sepeda
phone, mobile phone, handphone, smartphone, ponsel, hp, telepon genggam
charger, pengisi daya, cas, casan
cable, kabel
battery, baterai
lamp, light, lampu
bulb, light bulb, bohlam, bola lampu
electric, listrik
tool, tools, alat, perkakas
spare part, spare parts, suku cadang
accessories, aksesoris, aksesori
clothes, clothing, apparel, garment, pakaian, baju, busana
shoes, footwear, sepatu, alas kaki
sandals, sandal
slippers, flip flops, sandal jepit
watch, wrist watch, jam tangan
jewellery, jewelry, perhiasan
ring, rings, cincin
necklace, kalung
bracelet, bangle, gelang
earrings, anting, anting anting
wallet, purse, dompet
handbag, tas tangan
backpack, ransel, tas punggung
food, makanan
drink, beverage, minuman
snack, camilan, makanan ringan, cemilan
coffee, kopi
tea, teh
sugar, gula
salt, garam
rice, beras, nasi
flour, tepung
oil, minyak
spices, rempah, rempah rempah, bumbu
fruit, buah buahan
vegetables, sayur, sayuran
fish, ikan
shrimp, prawn, udang
meat, daging
chicken, ayam
beef, daging sapi
egg, eggs, telur
milk, susu
soap, sabun
shampoo, sampo
perfume, fragrance, parfum, wewangian
cosmetics, makeup, kosmetik, rias wajah
medicine, obat
furniture, mebel, perabot, perabotan
chair, kursi
table, meja
cupboard, wardrobe, lemari
bed, tempat tidur, ranjang
mattress, kasur
pillow, bantal
blanket, selimut
curtain, curtains, gorden, tirai
carpet, rug, karpet
mat, keset, tikar
mug, cangkir, gelas mug
cup, cangkir
plate, piring
bowl, mangkuk, mangkok
spoon, sendok
pot, panci
pan, wajan
# body parts (what a product is worn on or made for)
foot, feet, kaki
leg, legs, kaki
hand, hands, tangan
arm, lengan
wrist, pergelangan tangan
finger, jari
fingernail, kuku
nail, kuku
neck, leher
head, kepala
face, wajah, muka
eye, eyes, mata
ear, ears, telinga
lips, bibir
teeth, tooth, gigi
knee, lutut
elbow, siku
shoulder, bahu
back, punggung
waist, pinggang
chest, dada
body, badan, tubuh
# what a thing does or is for
protector, guard, pelindung
cover, penutup
cover, sarung
case, sarung
holder, stand, tempat, dudukan
container, wadah
equipment, supplies, kit, perlengkapan, peralatan
decoration, decor, ornament, hiasan, dekorasi
display, showpiece, pajangan
makeup, riasan, rias, make up
bath, bathing, mandi
sleep, tidur
sun, matahari
sunlight, sinar matahari
sun shade, sunshade, penahan sinar matahari, pelindung matahari, kerai matahari
window, jendela
door, pintu
wall, dinding, tembok
floor, lantai
roof, atap
room, ruangan, kamar
lunch, makan siang
dinner, makan malam
breakfast, sarapan
party, pesta
wedding, pernikahan
gift, present, hadiah, kado
travel, perjalanan, traveling
sports, sport, olahraga
running, jogging, lari
swimming, renang
training, latihan
fitness, kebugaran
# more qualities and states
liquid, cair
powder, bubuk
solid, padat
gel, jel
flat, datar
round, bulat
square, persegi
medium, sedang
heavy, berat
foldable, folding, lipat
automatic, otomatis
analog, analogue, analog
warm, hangat
cold, dingin
hot, panas
winter, musim dingin
summer, musim panas
rain, hujan
raincoat, jas hujan
luxury, mewah
refill, isi ulang
adult, adults, dewasa
toddler, balita
teen, teenager, remaja
baby girl, bayi perempuan
baby boy, bayi laki laki
# apparel and accessories
t shirt, tshirt, tee, kaos, kaus, kaos oblong
shirt, kemeja
blouse, blus
sweater, jumper, pullover, sweter, baju hangat
sweatshirt, hoodie, jaket hoodie
jacket, jaket
coat, mantel
vest, waistcoat, rompi
dress, gaun
skirt, rok
trousers, pants, celana, celana panjang
jeans, denim, celana jins, celana jeans
shorts, celana pendek
leggings, legging
underwear, pakaian dalam, celana dalam
bra, beha, bh
socks, kaus kaki
pyjamas, pajamas, piyama, baju tidur
swimwear, swimsuit, baju renang, pakaian renang
uniform, seragam
hat, cap, topi
scarf, syal
belt, ikat pinggang, sabuk
tie, necktie, dasi
gloves, sarung tangan
sunglasses, kacamata hitam
glasses, spectacles, kacamata
umbrella, payung
suitcase, luggage, koper
sling bag, tas selempang
clutch, tas pesta
sneakers, sepatu kets
boots, sepatu bot
heels, high heels, sepatu hak tinggi
casual, kasual, santai
formal, resmi
cardigan, kardigan
house dress, nightie, nightgown, daster
kebaya, traditional blouse
hijab, headscarf, jilbab, kerudung
prayer cap, skull cap, peci, kopiah, songkok
muslim wear, baju muslim, busana muslim
bottoms, bottom wear, bawahan
slip on, slip ons, selop
ballet flats, ballerinas, bellies, sepatu balet
formal shoes, pantofel, sepatu pantofel, sepatu formal
sports shoes, sport shoes, sepatu olahraga
school shoes, sepatu sekolah
football boots, football shoes, sepatu bola
laptop bag, laptop backpack, tas laptop
waist bag, fanny pack, bum bag, tas pinggang
tote bag, tas jinjing
headband, hair band, bando
hair clip, jepit rambut
brooch, bros
plain, polos
striped, stripes, bergaris, salur
checked, checks, plaid, kotak kotak
printed, motif, bermotif
floral, flower print, motif bunga
cute, lucu, imut
# beauty and personal care
nail polish, cat kuku, kutek
lipstick, lipstik, gincu
lotion, body lotion, losion
cream, krim
conditioner, hair conditioner, kondisioner
hair oil, minyak rambut
face wash, sabun muka, sabun wajah
toothbrush, sikat gigi
toothpaste, pasta gigi, odol
deodorant, deodoran
sunscreen, tabir surya
hair, rambut
moisturiser, moisturizer, pelembap, pelembab
face powder, compact powder, talcum powder, bedak
mascara, maskara
eyeliner, celak
nail polish remover, penghapus cat kuku, aseton
perfume, minyak wangi
body wash, shower gel, sabun mandi, sabun cair
comb, sisir
skin, kulit wajah
# home, bedding and bath
bed sheet, bedsheet, sheet set, sprei, seprai
pillow cover, pillowcase, sarung bantal
bath towel, towel, handuk
bath mat, bathroom mat, keset kamar mandi
doormat, keset
shower curtain, tirai kamar mandi
shelf, rack, rak
drawer, laci
mirror, cermin, kaca rias
clock, wall clock, jam dinding
vase, vas bunga
candle, lilin
air freshener, room freshener, pengharum ruangan, pewangi ruangan
essential oil, minyak atsiri
diffuser, difuser
storage box, kotak penyimpanan
basket, keranjang
hanger, gantungan baju
bolster, hug pillow, guling
tablecloth, table cover, taplak, taplak meja
cushion, bantal sofa, bantal kursi
# kitchen and dining
saucepan, cooking pot, panci masak
lunch box, kotak makan, rantang
water bottle, drinking bottle, botol minum, tumbler
flask, thermos, termos
glass, drinking glass, gelas
knife, pisau
fork, garpu
chopsticks, sumpit
cutting board, talenan
dinner set, dinnerware, peralatan makan, set makan
cookware, peralatan masak
kettle, ketel, teko
stove, kompor
rice cooker, penanak nasi
refrigerator, fridge, kulkas, lemari es
spatula, sutil
ladle, sendok sayur, centong
frying pan, wajan, penggorengan
# electronics
laptop, laptop computer
computer, komputer
headphones, earphones, headset, earbuds, earphone
speaker, pengeras suara
power bank, powerbank
phone case, phone cover, casing hp, sarung ponsel, case hp
screen protector, pelindung layar, anti gores
television, tv, televisi
camera, kamera
fan, kipas angin
air conditioner, ac, pendingin ruangan
data cable, usb cable, charging cable, kabel data, kabel usb, kabel charger
flash drive, pen drive, usb drive, flashdisk
memory card, sd card, kartu memori
# vehicles
headlight, headlamp, lampu depan
helmet, helm
tyre, tire, ban
car battery, aki, aki mobil
side mirror, rear view mirror, wing mirror, spion, kaca spion
window film, window tint, kaca film
seat cover, car seat cover, sarung jok, sarung jok mobil
car cover, cover mobil, selimut mobil
# sports and toys
roller skates, skates, sepatu roda
sportswear, sports wear, gym wear, baju olahraga
ball, bola
football, soccer ball, bola sepak, bola kaki
badminton, bulu tangkis
racket, raket
bat, pemukul
jersey, kaos olahraga
tracksuit, track pants
running shoes, sepatu lari
toy, toys, mainan
doll, boneka
yoga mat, exercise mat, matras yoga
dumbbell, dumbbells, dumbel
skipping rope, jump rope, tali skipping, lompat tali
# pets
pet, pets, hewan peliharaan
dog, anjing
cat, kucing
# baby
baby clothes, pakaian bayi, baju bayi
diaper, nappy, popok
stroller, pram, kereta dorong bayi, kereta bayi
feeding bottle, baby bottle, milk bottle, botol susu
teat, nipple, dot
infant formula, baby formula, susu formula
baby carrier, gendongan
# office and school
pen, pulpen, bolpoin
pencil, pensil
notebook, buku tulis, buku catatan
ruler, penggaris, mistar
eraser, penghapus, setip
school bag, tas sekolah
stationery, alat tulis

# everyday spellings and words the groups above lack (a group of its own beside the group it
# joins, so a database that holds that group keeps it unchanged)
socks, kaos kaki
sandals, sendal
bed sheet, seprei
curtain, gordyn
scissors, gunting
prayer mat, prayer rug, sajadah
`;
