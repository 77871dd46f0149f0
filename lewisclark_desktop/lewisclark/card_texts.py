"""Player-facing names and effect texts for cards, Village locations, resources and terrain.

All effect texts here are our own short summaries, written for this program (English and
Japanese); they are not copied from the published rulebook or from any rules summary. They
follow the engine's binding decisions (docs: rules spec section 19), e.g. an Interpreter
repeats its whole procedure per activation and face-down support cards show no badge.

Pure data: no Qt and no import of the card table; every card slug from `cards.py` must have
an entry in CARD_TEXTS.
"""

# ---------------------------------------------------------------------------------------------
# Resources and terrain
# ---------------------------------------------------------------------------------------------

# Order: food, wood, equipment, fur, canoe, horse (same as resources.RESOURCE_NAMES).
RESOURCE_NAMES_EN = ("Food", "Wood", "Equipment", "Fur", "Canoe", "Horse")
RESOURCE_NAMES_JA = ("食料", "木材", "装備品", "毛皮", "カヌー", "馬")

TERRAIN_NAMES = {
    "river": ("River", "河川"),
    "mountain": ("Mountain", "山岳"),
    "mixed": ("Mountain or river", "山岳または河川"),
}

# ---------------------------------------------------------------------------------------------
# Starting roles
# ---------------------------------------------------------------------------------------------

ROLE_NAMES = {
    "commander": ("Commander", "指揮官"),
    "interpreter": ("Interpreter", "通訳"),
    "lumberjack": ("Lumberjack", "木こり"),
    "hunter": ("Hunter", "猟師"),
    "blacksmith": ("Blacksmith", "鍛冶屋"),
    "fur_trader": ("Fur Trader", "毛皮商"),
}

# role -> (effect_en, effect_ja); every starting card of a role shares its role's text.
ROLE_EFFECTS = {
    "commander": (
        "Per activation, choose: pay 1 Food to scout 2 river spaces, 1 Canoe to scout 4 river "
        "spaces, or 1 Horse to scout 2 mountain spaces.",
        "強さ1につき次から1つ：食料1を払い河川を2マス、カヌー1を払い河川を4マス、"
        "または馬1を払い山岳を2マス、偵察隊コマを進める。",
    ),
    "interpreter": (
        "Per activation: gather all Village Indians to the Powwow, take any into your boats, "
        "discard the bottom Journal card and refill; a stock Indian goes to Newcomer.",
        "強さ1につき：村のインディアンコマを全てパウワウエリアに集め、好きな数を自分のボートに"
        "乗せる。遭遇日誌の一番下のカードを捨てて補充し、ストックのインディアンコマ1個を新参者エリアに置く。",
    ),
    "lumberjack": (
        "Gain Wood up to the Wood badges on face-up cards in your and your neighbours' play "
        "areas, times strength.",
        "木材を獲得：自分と前後のプレイヤーのプレイエリアにある表向きのカードの木材バッジ数×強さまで。",
    ),
    "hunter": (
        "Gain Food up to the Food badges on face-up cards in your and your neighbours' play "
        "areas, times strength.",
        "食料を獲得：自分と前後のプレイヤーのプレイエリアにある表向きのカードの食料バッジ数×強さまで。",
    ),
    "blacksmith": (
        "Gain Equipment up to the Equipment badges on face-up cards in your and your "
        "neighbours' play areas, times strength.",
        "装備品を獲得：自分と前後のプレイヤーのプレイエリアにある表向きのカードの装備品バッジ数×強さまで。",
    ),
    "fur_trader": (
        "Gain Fur up to the Fur badges on face-up cards in your and your neighbours' play "
        "areas, times strength.",
        "毛皮を獲得：自分と前後のプレイヤーのプレイエリアにある表向きのカードの毛皮バッジ数×強さまで。",
    ),
}

# slug -> (name_ja, role), in the colour order blue, orange, yellow, green, purple.
_STARTING = (
    ("meriwether-lewis", "メリウェザー・ルイス", "commander"),
    ("pierre-cruzatte", "ピエール・クルーザット", "interpreter"),
    ("hugh-mcneal", "ヒュー・マクニール", "lumberjack"),
    ("seaman", "シーマン", "hunter"),
    ("alexander-h-willard", "アレクサンダー・H・ウィラード", "blacksmith"),
    ("richard-windsor", "リチャード・ウィンザー", "fur_trader"),
    ("william-clark", "ウィリアム・クラーク", "commander"),
    ("francois-labiche", "フランソワ・ラビッシュ", "interpreter"),
    ("john-b-thompson", "ジョン・B・トンプソン", "lumberjack"),
    ("york", "ヨーク", "hunter"),
    ("joseph-whitehouse", "ジョゼフ・ホワイトハウス", "blacksmith"),
    ("joseph-reuben-field", "ジョゼフ＆ルービン・フィールド", "fur_trader"),
    ("john-ordway", "ジョン・オードウェイ", "commander"),
    ("robert-frazer", "ロバート・フレイザー", "interpreter"),
    ("thomas-p-howard", "トーマス・P・ハワード", "lumberjack"),
    ("silas-goodrich", "サイラス・グッドリッチ", "hunter"),
    ("john-shields", "ジョン・シールズ", "blacksmith"),
    ("george-shannon", "ジョージ・シャノン", "fur_trader"),
    ("nathaniel-pryor", "ナサニエル・プライアー", "commander"),
    ("george-gibson", "ジョージ・ギブソン", "interpreter"),
    ("patrick-gass", "パトリック・ガス", "lumberjack"),
    ("john-colter", "ジョン・コルター", "hunter"),
    ("william-bratton", "ウィリアム・ブラットン", "blacksmith"),
    ("peter-weiser", "ピーター・ワイザー", "fur_trader"),
    ("charles-floyd", "チャールズ・フロイド", "commander"),
    ("j-baptiste-lepage", "J・バティスト・ルパージュ", "interpreter"),
    ("hugh-hall", "ヒュー・ホール", "lumberjack"),
    ("william-werner", "ウィリアム・ワーナー", "hunter"),
    ("john-potts", "ジョン・ポッツ", "blacksmith"),
    ("john-collins", "ジョン・コリンズ", "fur_trader"),
)

# ---------------------------------------------------------------------------------------------
# The 54 encountered characters: slug -> (name_ja, effect_en, effect_ja)
# ---------------------------------------------------------------------------------------------

_ENCOUNTERED_TEXTS = {
    "hay": (
        "ヘイ",
        "Once only: gain N different primary resources, N = your face-up characters including "
        "Hay (max 4). Extra strength is wasted.",
        "1回のみ：異なる基本資源をN個得る（Nは自分の表向きの人物カード数、ヘイを含む、最大4）。"
        "余った強さは無駄になる。",
    ),
    "little-raven": (
        "リトル・レイブン",
        "Once only: choose one primary resource and gain N of it, N = your face-up characters "
        "including Little Raven. Extra strength is wasted.",
        "1回のみ：基本資源を1種類選び、それをN個得る（Nは自分の表向きの人物カード数、"
        "リトル・レイブンを含む）。余った強さは無駄になる。",
    ),
    "buffalo-medicine": (
        "バッファロー・メディスン",
        "Per activation: pay 1 Food to gain 1 Canoe.",
        "強さ1につき：食料1を払い、カヌー1を得る。",
    ),
    "ebenezer-tuttle": (
        "エベニーザー・タトル",
        "Per activation: pay 1 Wood to gain 1 Canoe.",
        "強さ1につき：木材1を払い、カヌー1を得る。",
    ),
    "rene-jessaume": (
        "ルネ・ジェソーム",
        "Per activation: pay 3 Fur to gain 1 Horse.",
        "強さ1につき：毛皮3を払い、馬1を得る。",
    ),
    "big-horse": (
        "ビッグ・ホース",
        "Per activation: send 2 Indians from your boats to the Powwow area to gain 1 Horse.",
        "強さ1につき：自分のボートのインディアンコマ2個をパウワウエリアに送り、馬1を得る。",
    ),
    "moses-b-reed": (
        "モーゼス・B・リード",
        "Per activation: pay 2 Wood to scout 2 river spaces.",
        "強さ1につき：木材2を払い、偵察隊コマを河川で2マス進める。",
    ),
    "john-robertson": (
        "ジョン・ロバートソン",
        "Per activation: pay 2 Equipment to scout 3 river spaces.",
        "強さ1につき：装備品2を払い、偵察隊コマを河川で3マス進める。",
    ),
    "joseph-barter": (
        "ジョゼフ・バーター",
        "Per activation: pay 1 Canoe to scout 5 river spaces.",
        "強さ1につき：カヌー1を払い、偵察隊コマを河川で5マス進める。",
    ),
    "j-baptiste-deschamps": (
        "J・バティスト・デシャン",
        "Per activation: pay 1 Canoe and 1 Food to scout 6 river spaces.",
        "強さ1につき：カヌー1と食料1を払い、偵察隊コマを河川で6マス進める。",
    ),
    "john-newman": (
        "ジョン・ニューマン",
        "Per activation: pay 1 Food to scout 1 space, river or mountain.",
        "強さ1につき：食料1を払い、偵察隊コマを1マス進める（河川でも山岳でもよい）。",
    ),
    "charles-mackenzie": (
        "チャールズ・マッケンジー",
        "Per activation: pay 1 Horse and 1 Fur to scout 3 mountain spaces.",
        "強さ1につき：馬1と毛皮1を払い、偵察隊コマを山岳で3マス進める。",
    ),
    "john-dame": (
        "ジョン・デイム",
        "Per activation: pay 2 Wood to scout 1 mountain space.",
        "強さ1につき：木材2を払い、偵察隊コマを山岳で1マス進める。",
    ),
    "cuscalar": (
        "カスカラー",
        "Per activation: pay 1 Horse to take any Journal card into your hand without paying "
        "the recruiting cost; the Journal is then refilled.",
        "強さ1につき：馬1を払い、遭遇日誌の好きなカード1枚を雇用コストなしで手札に加える。"
        "その後、遭遇日誌を補充する。",
    ),
    "toussaint-charbonneau": (
        "トゥーサン・シャルボノー",
        "Per activation: pay 1 resource of any kind to use a Village location that holds an "
        "Indian, without placing one. Gains can't pay later activations.",
        "強さ1につき：任意の資源1を払い、インディアンコマが置かれている村の場所1つのアクションを"
        "コマを置かずに行う。得た資源は以降の支払いに使えない。",
    ),
    "f-antoine-larocque": (
        "F・アントワーヌ・ラロック",
        "Permanent: when another of your characters moves your Scout, you may skip spaces "
        "holding other Scouts without counting them.",
        "常時：他の人物カードで自分の偵察隊コマを進めるとき、他の偵察隊コマがいるマスを"
        "数えずに飛ばしてよい。",
    ),
    "joseph-gravelines": (
        "ジョゼフ・グラヴリーヌ",
        "Permanent: each of your recruitments costs 2 Fur less.",
        "常時：自分の雇用の毛皮コストが2少なくなる。",
    ),
    "john-boley": (
        "ジョン・ボーリー",
        "Permanent: when you camp, your set-up time is 1 lower (never below 0).",
        "常時：野営するとき、時間損失が1少なくなる（0未満にはならない）。",
    ),
    "john-hay": (
        "ジョン・ヘイ",
        "Per activation: collect Fur or Wood, one per matching badge on face-up cards in your "
        "and your neighbours' play areas.",
        "強さ1につき：毛皮か木材を選び、自分と前後のプレイヤーのプレイエリアにある表向きの"
        "カードのそのバッジ数だけ得る。",
    ),
    "big-white": (
        "ビッグ・ホワイト",
        "Per activation: collect Equipment or Wood, one per matching badge on face-up cards in "
        "your and your neighbours' play areas.",
        "強さ1につき：装備品か木材を選び、自分と前後のプレイヤーのプレイエリアにある表向きの"
        "カードのそのバッジ数だけ得る。",
    ),
    "dickson-hancock": (
        "ディクソン＆ハンコック",
        "Per activation: collect Food or Fur, one per matching badge on face-up cards in your "
        "and your neighbours' play areas.",
        "強さ1につき：食料か毛皮を選び、自分と前後のプレイヤーのプレイエリアにある表向きの"
        "カードのそのバッジ数だけ得る。",
    ),
    "black-moccasin": (
        "ブラック・モカシン",
        "Per activation: collect Equipment or Food, one per matching badge on face-up cards in "
        "your and your neighbours' play areas.",
        "強さ1につき：装備品か食料を選び、自分と前後のプレイヤーのプレイエリアにある表向きの"
        "カードのそのバッジ数だけ得る。",
    ),
    "yellept": (
        "イエレプト",
        "Per activation: pay 1 resource of any kind to gain 2 primary resources of your choice. "
        "Gains can't pay later activations.",
        "強さ1につき：任意の資源1を払い、好きな基本資源2を得る。得た資源は以降の支払いに使えない。",
    ),
    "p-antoine-tabeau": (
        "P・アントワーヌ・タボー",
        "Per activation: pay 1 Wood and 1 Food to gain 2 Canoes.",
        "強さ1につき：木材1と食料1を払い、カヌー2を得る。",
    ),
    "three-eagles": (
        "スリー・イーグルス",
        "Per activation: pay 2 Equipment to gain 1 Horse.",
        "強さ1につき：装備品2を払い、馬1を得る。",
    ),
    "hawks-feather": (
        "ホークス・フェザー",
        "Per activation: pay 1 Food to scout 3 river spaces.",
        "強さ1につき：食料1を払い、偵察隊コマを河川で3マス進める。",
    ),
    "man-crow": (
        "マン・クロウ",
        "Per activation: pay 3 Wood to scout 4 river spaces.",
        "強さ1につき：木材3を払い、偵察隊コマを河川で4マス進める。",
    ),
    "cutssahnem": (
        "カッサーネム",
        "Per activation: pay 3 resources of 3 different kinds to scout 5 river spaces.",
        "強さ1につき：種類の異なる資源3を払い、偵察隊コマを河川で5マス進める。",
    ),
    "black-buffalo": (
        "ブラック・バッファロー",
        "Per activation: pay 1 Food to scout X river spaces, X = Food badges on face-up cards "
        "in your and your neighbours' play areas.",
        "強さ1につき：食料1を払い、偵察隊コマを河川でXマス進める（Xは自分と前後のプレイヤーの"
        "プレイエリアにある表向きのカードの食料バッジ数）。",
    ),
    "half-man": (
        "ハーフ・マン",
        "Per activation: pay 1 resource of any kind to scout X river spaces, X = Scouts "
        "(yours included) on or ahead of your Camp.",
        "強さ1につき：任意の資源1を払い、偵察隊コマを河川でXマス進める（Xは自分の野営トークンと"
        "同じマスかそれより先にいる偵察隊コマの数、自分を含む）。",
    ),
    "richard-warfington": (
        "リチャード・ウォーフィントン",
        "Per activation: pay 2 resources of any kind to scout X river spaces, X = Indians in "
        "your boats (not those on cards).",
        "強さ1につき：任意の資源2を払い、偵察隊コマを河川でXマス進める（Xは自分のボートにいる"
        "インディアンコマの数、カード上のものは数えない）。",
    ),
    "james-mackay": (
        "ジェームズ・マッケイ",
        "Per activation: pay 1 Horse to scout 3 spaces, all river or all mountain.",
        "強さ1につき：馬1を払い、偵察隊コマを3マス進める（すべて河川か、すべて山岳）。",
    ),
    "weuche": (
        "ウーチェ",
        "Per activation: pay 2 Equipment to scout X mountain spaces, X = Equipment badges on "
        "face-up cards in your and your neighbours' play areas.",
        "強さ1につき：装備品2を払い、偵察隊コマを山岳でXマス進める（Xは自分と前後のプレイヤーの"
        "プレイエリアにある表向きのカードの装備品バッジ数）。",
    ),
    "pierre-dorion": (
        "ピエール・ドリオン",
        "Per activation: pay 3 Fur to scout 2 mountain spaces.",
        "強さ1につき：毛皮3を払い、偵察隊コマを山岳で2マス進める。",
    ),
    "the-partisan": (
        "パルチザン",
        "Per activation: pay 1 Food to use once, for yourself, the action of any face-up "
        "non-permanent character except The Partisan. Gains can't pay later activations.",
        "強さ1につき：食料1を払い、いずれかのプレイエリアで表向きの人物カード1枚（常時カードと"
        "パルチザンを除く）のアクションを自分のために1回行う。得た資源は以降の支払いに使えない。",
    ),
    "nicholas-jarrot": (
        "ニコラス・ジャロー",
        "Permanent: when another character moves your Scout at least 1 river space, add 2 "
        "river spaces to one river move of that action.",
        "常時：他の人物カードで偵察隊コマが河川を1マス以上進むとき、そのアクションの河川移動"
        "1回に河川2マスを加える。",
    ),
    "regis-loisel": (
        "レジス・ロワゼル",
        "Per activation: collect Equipment, Food or Wood, one per matching badge on face-up "
        "cards in your and your neighbours' play areas.",
        "強さ1につき：装備品・食料・木材から1つ選び、自分と前後のプレイヤーのプレイエリアにある"
        "表向きのカードのそのバッジ数だけ得る。",
    ),
    "hugh-heney": (
        "ヒュー・ヘニー",
        "Per activation: collect Fur, Food or Wood, one per matching badge on face-up cards in "
        "your and your neighbours' play areas.",
        "強さ1につき：毛皮・食料・木材から1つ選び、自分と前後のプレイヤーのプレイエリアにある"
        "表向きのカードのそのバッジ数だけ得る。",
    ),
    "black-cat": (
        "ブラック・キャット",
        "Per activation: gain 2 primary resources of your choice (same or different kinds).",
        "強さ1につき：好きな基本資源2を得る（同じ種類でも違う種類でもよい）。",
    ),
    "twisted-hair": (
        "トゥイステッド・ヘア",
        "Per activation: pay 1 Canoe to gain 2 Canoes; only Canoes you held before this action "
        "can be paid.",
        "強さ1につき：カヌー1を払い、カヌー2を得る。支払えるのはこのアクションの前から持っていたカヌーだけ。",
    ),
    "cameahwait": (
        "カメアウェイト",
        "Per activation: pay 1 Canoe to gain 1 Horse, or pay 1 Horse to gain 1 Canoe.",
        "強さ1につき：カヌー1を払って馬1を得るか、馬1を払ってカヌー1を得る。",
    ),
    "broken-arm": (
        "ブロークン・アーム",
        "Per activation: pay 1 Equipment to gain 1 Horse.",
        "強さ1につき：装備品1を払い、馬1を得る。",
    ),
    "comcomly": (
        "コムコムリー",
        "Per activation: pay 1 Equipment, 1 Food, 1 Fur and 1 Wood to scout 7 river spaces.",
        "強さ1につき：装備品1・食料1・毛皮1・木材1を払い、偵察隊コマを河川で7マス進める。",
    ),
    "little-thief": (
        "リトル・シーフ",
        "Per activation: send 1 Indian from your boats to the Powwow area to scout X river "
        "spaces, X = pairs of resources in your boats (you keep them).",
        "強さ1につき：自分のボートのインディアンコマ1個をパウワウエリアに送り、偵察隊コマを河川で"
        "Xマス進める（Xは自分のボートの資源2個組の数。資源は払わない）。",
    ),
    "watkuweis": (
        "ワトクウェイス",
        "Per activation: pay 1 resource of any kind to scout X river spaces, X = your face-up "
        "characters including Watkuweis.",
        "強さ1につき：任意の資源1を払い、偵察隊コマを河川でXマス進める（Xは自分の表向きの"
        "人物カード数、ワトクウェイスを含む）。",
    ),
    "daniel-boone": (
        "ダニエル・ブーン",
        "Per activation: pay 2 resources of any kind to scout X river spaces, X = Indians "
        "anywhere in the Village (Powwow and Newcomer areas included).",
        "強さ1につき：任意の資源2を払い、偵察隊コマを河川でXマス進める（Xは村にいるインディアンコマ"
        "の総数、パウワウエリアと新参者エリアを含む）。",
    ),
    "old-toby": (
        "オールド・トビー",
        "Per activation: pay 1 Canoe and 1 Horse to scout 6 spaces, all river or all mountain.",
        "強さ1につき：カヌー1と馬1を払い、偵察隊コマを6マス進める（すべて河川か、すべて山岳）。",
    ),
    "coboway": (
        "コボウェイ",
        "Per activation: pay 1 Equipment, 1 Food, 1 Fur and 1 Wood to scout 4 mountain spaces.",
        "強さ1につき：装備品1・食料1・毛皮1・木材1を払い、偵察隊コマを山岳で4マス進める。",
    ),
    "crow-at-rest": (
        "クロウ・アット・レスト",
        "Per activation: pay 2 Equipment and 2 Fur to scout 3 mountain spaces.",
        "強さ1につき：装備品2と毛皮2を払い、偵察隊コマを山岳で3マス進める。",
    ),
    "george-drouillard": (
        "ジョージ・ドルイヤール",
        "Per activation: send 1 Indian from your boats to the Powwow area and pay 1 resource "
        "of any kind to scout 2 mountain spaces.",
        "強さ1につき：自分のボートのインディアンコマ1個をパウワウエリアに送り、任意の資源1を払い、"
        "偵察隊コマを山岳で2マス進める。",
    ),
    "tetoharsky": (
        "テトハースキー",
        "Per activation: send 1 Indian from your boats to the Powwow area to scout X mountain "
        "spaces, X = groups of 3 resources in your boats (you keep them).",
        "強さ1につき：自分のボートのインディアンコマ1個をパウワウエリアに送り、偵察隊コマを山岳で"
        "Xマス進める（Xは自分のボートの資源3個組の数。資源は払わない）。",
    ),
    "one-eye": (
        "ワン・アイ",
        "Per activation: pay 2 resources of any kind to scout X mountain spaces, X = Scouts "
        "(yours included) on or ahead of your Camp.",
        "強さ1につき：任意の資源2を払い、偵察隊コマを山岳でXマス進める（Xは自分の野営トークンと"
        "同じマスかそれより先にいる偵察隊コマの数、自分を含む）。",
    ),
    "sacagawea": (
        "サカガウィア",
        "Per activation: use the action of any Village location, occupied or not, without "
        "placing an Indian. Gains can't pay later activations.",
        "強さ1につき：村の好きな場所1つのアクションを、コマの有無に関係なく、インディアンコマを"
        "置かずに行う。得た資源は以降の支払いに使えない。",
    ),
    "cut-nose": (
        "カット・ノーズ",
        "Permanent: when another character moves your Scout at least 1 mountain space, add 1 "
        "mountain space to one mountain move of that action.",
        "常時：他の人物カードで偵察隊コマが山岳を1マス以上進むとき、そのアクションの山岳移動"
        "1回に山岳1マスを加える。",
    ),
}

# ---------------------------------------------------------------------------------------------
# All 84 cards: slug -> (name_ja, effect_en, effect_ja)
# ---------------------------------------------------------------------------------------------

CARD_TEXTS = dict(_ENCOUNTERED_TEXTS)
for _slug, _name_ja, _role in _STARTING:
    CARD_TEXTS[_slug] = (_name_ja,) + ROLE_EFFECTS[_role]
del _slug, _name_ja, _role

# ---------------------------------------------------------------------------------------------
# Village: key -> (name_en, name_ja, effect_en, effect_ja)
# ---------------------------------------------------------------------------------------------

VILLAGE_TEXTS = {
    "hunting": (
        "Hunting",
        "狩猟",
        "Gain 1 Food and 1 Fur.",
        "食料1と毛皮1を得る。",
    ),
    "craftsmanship": (
        "Craftsmanship",
        "職人",
        "Gain 1 Equipment and 1 Wood.",
        "装備品1と木材1を得る。",
    ),
    "gift": (
        "Gift",
        "贈り物",
        "Gain either 2 Fur or 2 Wood.",
        "毛皮2か木材2のどちらかを得る。",
    ),
    "farewell": (
        "Farewell",
        "送別",
        "Discard 0-3 cards from your hand, then discard all Journal cards and deal 5 new ones. "
        "Cards discarded here leave the game.",
        "手札を0～3枚捨て、遭遇日誌のカードを全て捨てて新たに5枚並べる。ここで捨てたカードはゲームから除外される。",
    ),
    "shamanism": (
        "Shamanism",
        "精霊信仰",
        "Pay 1 Food to use once, for yourself, the action of a face-up non-permanent character "
        "in any play area (not The Partisan).",
        "食料1を払い、いずれかのプレイエリアで表向きの人物カード1枚（常時カードとパルチザンを除く）"
        "のアクションを自分のために1回行う。",
    ),
    "upgrade": (
        "Expedition Upgrade",
        "探検隊の改善",
        "Pay 3 Wood: take a resource Boat tile and 2 primary resources, or an Indian Boat tile "
        "and 1 stock Indian. The side you pick is final. Two circles.",
        "木材3を払い、資源用ボートタイルと好きな基本資源2、またはインディアン用ボートタイルと"
        "ストックのインディアンコマ1を得る。選んだ面は変えられない。スペースは2つ。",
    ),
    "canoe": (
        "Canoe Manufacturing",
        "カヌー製造",
        "Pay 2 Wood to gain 1 Canoe. Open space: place 1-3 Indians to do it that many times.",
        "木材2を払い、カヌー1を得る。置ける数に制限はなく、インディアンコマを1～3個置くとその回数行える。",
    ),
    "horse": (
        "Horse Trade",
        "馬市場",
        "Pay 3 resources of 3 different kinds to gain 1 Horse. Open space: place 1-3 Indians "
        "to do it that many times.",
        "種類の異なる資源3を払い、馬1を得る。置ける数に制限はなく、インディアンコマを1～3個置くとその回数行える。",
    ),
    "powwow": (
        "Powwow area",
        "パウワウエリア",
        "Where an Interpreter gathers the Village Indians; Indians sent away from boats also "
        "wait here.",
        "通訳が村のインディアンコマを集める場所。ボートから送り出されたインディアンコマもここで待つ。",
    ),
    "newcomer": (
        "Newcomer area",
        "新参者エリア",
        "Holds one Indian from the stock, newly arrived; an Interpreter gathers it with the "
        "others.",
        "ストックから来たインディアンコマ1個が待つ場所。通訳が他のコマと一緒に集める。",
    ),
}
