<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP" sourcelanguage="en">
<context>
    <name>BoardScene</name>
    <message>
        <source>Space %1: %2</source>
        <translation>マス %1：%2</translation>
    </message>
    <message>
        <source>Behind Saint Louis</source>
        <translation>セントルイスより後方</translation>
    </message>
    <message>
        <source>Saint Louis</source>
        <translation>セントルイス</translation>
    </message>
    <message>
        <source>Fort Clatsop</source>
        <translation>クラットソップ砦</translation>
    </message>
    <message>
        <source>Pacific coast, beyond Fort Clatsop</source>
        <translation>太平洋岸（クラットソップ砦の先）</translation>
    </message>
    <message>
        <source>Page %1: %2 Fur</source>
        <translation>%1 ページ：毛皮 %2</translation>
    </message>
    <message>
        <source>Empty page</source>
        <translation>空きページ</translation>
    </message>
    <message>
        <source>Recruit for %1 Fur and %2 Equipment</source>
        <translation>雇用コスト：毛皮 %1 と装備品 %2</translation>
    </message>
    <message>
        <source>Stock: %1</source>
        <translation>ストック：%1</translation>
    </message>
    <message>
        <source>× %1</source>
        <translation>× %1</translation>
    </message>
    <message>
        <source>Missouri River</source>
        <translation>ミズーリ川</translation>
    </message>
    <message>
        <source>Rocky Mountains</source>
        <translation>ロッキー山脈</translation>
    </message>
    <message>
        <source>Second mountain range</source>
        <translation>第二の山脈</translation>
    </message>
    <message>
        <source>Pacific coast</source>
        <translation>太平洋岸</translation>
    </message>
    <message>
        <source>Village</source>
        <translation>インディアンの村</translation>
    </message>
    <message>
        <source>Show the Village larger</source>
        <translation>インディアンの村を拡大して表示</translation>
    </message>
    <message>
        <source>Indians in the stock, not yet in play</source>
        <translation>ストックのインディアンコマ（まだ場に出ていない）</translation>
    </message>
    <message>
        <source>Journal of Encounters</source>
        <translation>遭遇日誌</translation>
    </message>
    <message>
        <source>Show the Journal&apos;s cards larger</source>
        <translation>遭遇日誌のカードを拡大して表示</translation>
    </message>
    <message>
        <source>Boat tiles</source>
        <translation>ボートタイル</translation>
    </message>
    <message>
        <source>Resource boats</source>
        <translation>資源用ボート</translation>
    </message>
    <message>
        <source>Indian boats</source>
        <translation>インディアン用ボート</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>山札</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>捨て札</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n 枚</numerusform>
        </translation>
    </message>
    <message>
        <source>Scout of player %1 (%2)</source>
        <translation>プレイヤー %1 の偵察隊コマ（%2）</translation>
    </message>
    <message>
        <source>Camp of player %1 (%2)</source>
        <translation>プレイヤー %1 の野営トークン（%2）</translation>
    </message>
    <message>
        <source>Mackenzie</source>
        <translation>マッケンジー</translation>
    </message>
</context>
<context>
    <name>BoatTexts</name>
    <message numerus="yes">
        <source>Holds %n Indian(s)</source>
        <translation>
            <numerusform>インディアンコマ %n 個まで</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Holds %n resource(s)</source>
        <translation>
            <numerusform>資源 %n 個まで</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CampPreview</name>
    <message numerus="yes">
        <source>Camping now loses %n day(s): your Scout goes back to space %1 and your Camp stands on space %2.</source>
        <translation>
            <numerusform>今野営すると時間損失は %n：偵察隊コマはマス %1 まで後退し、野営トークンはマス %2 になります。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your Scout goes back %n space(s) more: a space where another Scout stands is passed over.</source>
        <translation>
            <numerusform>偵察隊コマはさらに %n マス後退します：他の偵察隊コマがいるマスには止まれず、その後ろのマスへ進みます。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CardListModel</name>
    <message>
        <source>Hidden card</source>
        <translation>伏せられたカード</translation>
    </message>
    <message>
        <source>Permanent (∞)</source>
        <translation>常時（∞）</translation>
    </message>
    <message>
        <source>Cannot be chosen now: %1</source>
        <translation>今は選べません：%1</translation>
    </message>
    <message>
        <source>To play</source>
        <translation>プレイする</translation>
    </message>
    <message>
        <source>Face down</source>
        <translation>裏向き</translation>
    </message>
</context>
<context>
    <name>CardTooltip</name>
    <message numerus="yes">
        <source>Strength %n</source>
        <translation>
            <numerusform>強さ %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Colours</name>
    <message>
        <source>Blue</source>
        <translation>青</translation>
    </message>
    <message>
        <source>Orange</source>
        <translation>オレンジ</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>黄</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>緑</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>紫</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>赤</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黒</translation>
    </message>
</context>
<context>
    <name>Controller</name>
    <message>
        <source>Player %1</source>
        <translation>プレイヤー%1</translation>
    </message>
    <message>
        <source>Autosave failed: %1</source>
        <translation>自動保存に失敗しました：%1</translation>
    </message>
    <message>
        <source>No game is running.</source>
        <translation>進行中のゲームはありません。</translation>
    </message>
    <message>
        <source>It is a bot&apos;s turn.</source>
        <translation>ボットの手番です。</translation>
    </message>
    <message>
        <source>Nothing to undo.</source>
        <translation>元に戻せる操作はありません。</translation>
    </message>
    <message>
        <source>The result could not be recorded: %1</source>
        <translation>結果を記録できませんでした：%1</translation>
    </message>
    <message>
        <source>A bot chose an illegal move: %1</source>
        <translation>ボットが不正な手を選びました：%1</translation>
    </message>
    <message>
        <source>No hint could be found (%1).</source>
        <translation>ヒントが見つかりませんでした（%1）。</translation>
    </message>
    <message>
        <source>A bot failed (%1); it played a random move.</source>
        <translation>ボットでエラーが発生しました（%1）。代わりにランダムな手を指しました。</translation>
    </message>
</context>
<context>
    <name>DecisionPanel</name>
    <message>
        <source>Warning: your Scout would end on the rearmost space: you would lose every recruited character, all resources and Indians, and restart from Saint Louis.</source>
        <translation>警告：偵察隊コマが最後尾のマスで止まります。雇用した人物カード、資源、インディアンコマをすべて失い、セントルイスからやり直しになります。</translation>
    </message>
    <message>
        <source>Indians as strength:</source>
        <translation>強さに使うインディアンコマ：</translation>
    </message>
    <message>
        <source>&amp;Play the card</source>
        <translation>カードをプレイ(&amp;P)</translation>
    </message>
    <message>
        <source>Clea&amp;r</source>
        <translation>選び直す(&amp;R)</translation>
    </message>
    <message>
        <source>Indians for Canoe / Horse:</source>
        <translation>カヌー製造／馬市場に置く数：</translation>
    </message>
    <message>
        <source>Click a hand card to play it and another to slide under it face down. On the board, click a Village location to send Indians, or a Journal page to recruit. Right-click a card or a Village location for its rules.</source>
        <translation>手札をクリックしてプレイするカードを選び、もう1枚クリックすると裏向きで強さに使います。ボードでは村アクションスペースをクリックしてインディアンコマを置き、遭遇日誌のページをクリックして雇用します。カードや村アクションスペースを右クリックするとルールを表示します。</translation>
    </message>
    <message>
        <source>Keyboard: Tab reaches the hand, the choices and, on the board, the Village locations and Journal pages; Return or Space uses the one with the focus.</source>
        <translation>キーボード：Tab キーで手札、選択肢、ボード上の村アクションスペースと遭遇日誌のページへ移動し、Return または Space キーでフォーカスのあるものを使います。</translation>
    </message>
    <message>
        <source>Set up &amp;camp…</source>
        <translation>野営する(&amp;C)…</translation>
    </message>
    <message>
        <source>E&amp;nd turn</source>
        <translation>手番終了(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Do it</source>
        <translation>実行(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>ここでやめる(&amp;S)</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>ゲームは終了しました。</translation>
    </message>
    <message>
        <source>%1: take your action (play a character or send Indians to the Village); you may also recruit and camp.</source>
        <translation>%1：必須アクションを行ってください（人物カードをプレイするか、村にインディアンコマを置く）。雇用と野営もできます。</translation>
    </message>
    <message>
        <source>%1: your action is done; recruit, camp or end the turn.</source>
        <translation>%1：必須アクションは完了しました。雇用・野営をするか、手番を終えてください。</translation>
    </message>
    <message>
        <source>You can take no action: you must set up camp first.</source>
        <translation>必須アクションを実行できません。先に野営してください。</translation>
    </message>
    <message>
        <source>No character chosen.</source>
        <translation>人物カードが選ばれていません。</translation>
    </message>
    <message>
        <source>Play %1</source>
        <translation>%1 をプレイ</translation>
    </message>
    <message>
        <source>Face down under it: %1 (strength %2)</source>
        <translation>裏向きで下に置くカード：%1（強さ %2）</translation>
    </message>
    <message>
        <source>Strength: %1 of 1–3</source>
        <translation>強さ：%1（1～3）</translation>
    </message>
    <message>
        <source>Click a card in your hand first.</source>
        <translation>まず手札のカードをクリックしてください。</translation>
    </message>
    <message>
        <source>Your boats are over capacity: return resources to the stock until everything fits.</source>
        <translation>ボートの積載量を超えています。すべて載るまで資源をストックに戻してください。</translation>
    </message>
    <message numerus="yes">
        <source>%1: choose how to use it (%n use(s) left).</source>
        <translation>
            <numerusform>%1：使い方を選んでください（残り %n 回）。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: how far does your Scout go?</source>
        <translation>%1：偵察隊コマを何マス進めますか？</translation>
    </message>
    <message numerus="yes">
        <source>%1: collect up to %2 %3 in one choice (%n badge(s) × strength %4).</source>
        <translation>
            <numerusform>%1：%3を最大 %2 個まで、1回の選択で獲得（バッジ %n 個 × 強さ %4）。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: one choice (extra strength adds nothing).</source>
        <translation>%1：選択は1回だけ（強さを増やしても効果は変わりません）。</translation>
    </message>
    <message>
        <source>%1: activation %2 of up to %3.</source>
        <translation>%1：%2 回目（最大 %3 回）。</translation>
    </message>
    <message>
        <source>Give up the remaining activations of this effect.</source>
        <translation>この効果の残りの実行回数を放棄します。</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>ヒント：%1</translation>
    </message>
</context>
<context>
    <name>Elfenland</name>
    <message>
        <source>Dragon</source>
        <translation>ドラゴン</translation>
    </message>
    <message>
        <source>Unicorn</source>
        <translation>ユニコーン</translation>
    </message>
    <message>
        <source>Troll wagon</source>
        <translation>トロール車</translation>
    </message>
    <message>
        <source>Elf-cycle</source>
        <translation>帆走車</translation>
    </message>
    <message>
        <source>Magic cloud</source>
        <translation>魔法の雲</translation>
    </message>
    <message>
        <source>Giant pig</source>
        <translation>イノシシ</translation>
    </message>
    <message>
        <source>Raft</source>
        <translation>いかだ</translation>
    </message>
    <message>
        <source>Plain</source>
        <translation>草原</translation>
    </message>
    <message>
        <source>Forest</source>
        <translation>森</translation>
    </message>
    <message>
        <source>Desert</source>
        <translation>砂漠</translation>
    </message>
    <message>
        <source>Mountain</source>
        <translation>山</translation>
    </message>
    <message>
        <source>River</source>
        <translation>川</translation>
    </message>
    <message>
        <source>Lake</source>
        <translation>湖</translation>
    </message>
    <message>
        <source>Phase 3: take counters</source>
        <translation>フェイズ3: 移動タイルを取る</translation>
    </message>
    <message>
        <source>Phase 4: place counters</source>
        <translation>フェイズ4: 移動タイルを置く</translation>
    </message>
    <message>
        <source>Phase 5: move the boots</source>
        <translation>フェイズ5: ブーツコマを動かす</translation>
    </message>
    <message>
        <source>Phase 6: end of the round</source>
        <translation>フェイズ6: ラウンドの終了</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>ゲーム終了</translation>
    </message>
    <message>
        <source>red</source>
        <translation>赤</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>青</translation>
    </message>
    <message>
        <source>green</source>
        <translation>緑</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>黄</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>紫</translation>
    </message>
    <message>
        <source>black</source>
        <translation>黒</translation>
    </message>
    <message>
        <source>the road %1–%2 (%3)</source>
        <translation>%1–%2 の道路(%3)</translation>
    </message>
    <message>
        <source>the river %1–%2</source>
        <translation>%1–%2 の川</translation>
    </message>
    <message>
        <source>the lake %1–%2</source>
        <translation>%1–%2 の湖</translation>
    </message>
    <message>
        <source>by the plain road</source>
        <translation>草原の道路で</translation>
    </message>
    <message>
        <source>by the forest road</source>
        <translation>森の道路で</translation>
    </message>
    <message>
        <source>by the desert road</source>
        <translation>砂漠の道路で</translation>
    </message>
    <message>
        <source>by the mountain road</source>
        <translation>山の道路で</translation>
    </message>
    <message>
        <source>across the lake</source>
        <translation>湖を渡って</translation>
    </message>
    <message>
        <source>down the river</source>
        <translation>川を下って</translation>
    </message>
    <message>
        <source>up the river</source>
        <translation>川を上って</translation>
    </message>
    <message>
        <source>Caravan %1: %2</source>
        <translation>%1キャラバン: %2</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%2 %1</translation>
    </message>
    <message>
        <source>%1× %2</source>
        <translation>%2×%1</translation>
    </message>
</context>
<context>
    <name>ElfenlandEnd</name>
    <message>
        <source>%1.</source>
        <translation>%1位</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>順位</translation>
    </message>
    <message>
        <source>Towns collected</source>
        <translation>集めた町マーカー</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Cards in hand (tie-break)</source>
        <translation>手札の枚数(同点のとき)</translation>
    </message>
    <message>
        <source>Town card</source>
        <translation>町カード</translation>
    </message>
    <message>
        <source>Distance to the town card</source>
        <translation>町カードまでの距離</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>点数</translation>
    </message>
    <message>
        <source>Shared first place: %1 (the tie-breaks leave them equal).</source>
        <translation>1位を分け合いました: %1(同点決着でも差がつきません)。</translation>
    </message>
    <message>
        <source>%1 wins with a score of %2.</source>
        <translation>%1 の勝ち(%2 点)。</translation>
    </message>
    <message>
        <source>%1 wins with %2 towns.</source>
        <translation>%1 の勝ち(町マーカー %2 個)。</translation>
    </message>
    <message>
        <source>%1 wins: tied with %2 on score, but closer to the town card.</source>
        <translation>%1 の勝ち: %2 と同点ですが、町カードの町により近いため。</translation>
    </message>
    <message>
        <source>%1 wins: tied with %2 on score and distance, but with more cards in hand (%3 to %4).</source>
        <translation>%1 の勝ち: %2 と点数も距離も同じですが、手札が多いため(%3 枚対 %4 枚)。</translation>
    </message>
    <message>
        <source>%1 wins: tied with %2 on towns, but with more cards in hand (%3 to %4).</source>
        <translation>%1 の勝ち: %2 と町マーカーの数が同じですが、手札が多いため(%3 枚対 %4 枚)。</translation>
    </message>
</context>
<context>
    <name>ElfenlandMoves</name>
    <message>
        <source>Take a face-up %1</source>
        <translation>公開されている移動タイルから%1を取る</translation>
    </message>
    <message>
        <source>Draw a counter from the stack</source>
        <translation>山札から移動タイルを引く</translation>
    </message>
    <message>
        <source>Draw %1 from the stack</source>
        <translation>山札から%1を引く</translation>
    </message>
    <message>
        <source>Place the secret counter %1 on %2</source>
        <translation>秘密の移動タイル(%1)を %2 に置く</translation>
    </message>
    <message>
        <source>Place %1 on %2</source>
        <translation>%1を %2 に置く</translation>
    </message>
    <message>
        <source>Put the obstacle on %1</source>
        <translation>障害物タイルを %1 に置く</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>パスします</translation>
    </message>
    <message>
        <source>End the journey in %1</source>
        <translation>%1 でターン終了</translation>
    </message>
    <message>
        <source>End the journey</source>
        <translation>ターン終了</translation>
    </message>
    <message numerus="yes">
        <source>Keep %n card(s)</source>
        <translation>
            <numerusform>移動カードを%n枚残す</numerusform>
        </translation>
    </message>
    <message>
        <source>Keep one counter face down</source>
        <translation>移動タイルを1枚、秘密で残す</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>ラウンド %1</translation>
    </message>
    <message>
        <source>Keep no card</source>
        <translation>移動カードを残さない</translation>
    </message>
    <message>
        <source>Keep %1</source>
        <translation>移動カード %1 を残す</translation>
    </message>
    <message>
        <source>Keep %1 face down</source>
        <translation>移動タイル %1 を秘密で残す</translation>
    </message>
    <message>
        <source>Pass (nothing left to place)</source>
        <translation>パスします（置けるものがありません）</translation>
    </message>
    <message>
        <source>Travel along %1</source>
        <translation>%1 を移動</translation>
    </message>
    <message>
        <source>caravan: %1</source>
        <translation>キャラバン: %1</translation>
    </message>
    <message>
        <source>Travel from %1 to %2 %3, paying %4</source>
        <translation>%1 から %2 へ%3移動(支払い: %4)</translation>
    </message>
</context>
<context>
    <name>ElfenlandOptions</name>
    <message>
        <source>Destination variant (town cards)</source>
        <translation>ヴァリアントルール(町カード)</translation>
    </message>
    <message>
        <source>Each player gets a secret town card; at the end, the connections from the boot to that town are subtracted from the score.</source>
        <translation>各プレイヤーは町カードを1枚、秘密で受け取ります。ゲーム終了時、ブーツコマからその町までの接続の数が点数から引かれます。</translation>
    </message>
</context>
<context>
    <name>ElfenlandRoads</name>
    <message numerus="yes">
        <source>To %1: %n raft(s)</source>
        <translation>
            <numerusform>%1へ: いかだ%n枚</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Either way: %n raft(s)</source>
        <translation>
            <numerusform>どちら向きも: いかだ%n枚</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n card(s) of that kind</source>
        <translation>
            <numerusform>%1カード%n枚</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>or a caravan: any %n card(s)</source>
        <translation>
            <numerusform>またはキャラバン: 好きなカード%n枚</numerusform>
        </translation>
    </message>
    <message>
        <source>(the obstacle adds one card)</source>
        <translation>(障害物タイルで1枚追加)</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>No counter yet. Cards a step costs with each counter: %1</source>
        <translation>移動タイルはまだありません。各移動タイルで進むのに必要なカード枚数: %1</translation>
    </message>
</context>
<context>
    <name>ElfenlandRules</name>
    <message>
        <source>Counter</source>
        <translation>移動タイル</translation>
    </message>
    <message>
        <source>Water</source>
        <translation>水路</translation>
    </message>
    <message>
        <source>Rafts</source>
        <translation>いかだカード</translation>
    </message>
    <message>
        <source>River, with the current</source>
        <translation>川(上流から下流へ)</translation>
    </message>
    <message>
        <source>River, against the current</source>
        <translation>川(下流から上流へ)</translation>
    </message>
    <message>
        <source>Goal</source>
        <translation>目的</translation>
    </message>
    <message>
        <source>Each player guides a young elf&apos;s boot across Elfenland. Every town but Elvenhold holds one marker of each player&apos;s colour: your boot collects your marker the first time it enters the town. After %1 rounds the player with the most markers wins (one point each, %2 at most).</source>
        <translation>各プレイヤーは若いエルフのブーツコマを動かしてエルフェンランドを旅します。Elvenhold 以外の町には、各プレイヤーの色の町マーカーが1つずつ置かれています。自分のブーツコマが初めてその町に入ったとき、自分の町マーカーを回収します。%1ラウンドの後、最も多くの町マーカーを回収したプレイヤーの勝ちです（1つ1点、最大%2点）。</translation>
    </message>
    <message>
        <source>Travel cards and counters</source>
        <translation>移動カードと移動タイル</translation>
    </message>
    <message>
        <source>Travel cards pay for the journeys. There are %1: %2 each of Dragon, Unicorn, Troll wagon, Elf-cycle, Magic cloud and Giant pig, and %3 Rafts.</source>
        <translation>移動カードは移動コストの支払いに使います。全部で%1枚あり、ドラゴン、ユニコーン、トロール車、帆走車、魔法の雲、イノシシが%2枚ずつ、いかだが%3枚です。</translation>
    </message>
    <message>
        <source>Transportation counters open roads: a road can be travelled only while a counter lies on it, and its transport says which cards pay. There are %1 counters, %2 of each land transport; there is no Raft counter.</source>
        <translation>移動タイルは道路を通れるようにします。道路は移動タイルが置かれている間だけ通ることができ、そのタイルの移動手段によって支払う移動カードが決まります。移動タイルは全部で%1枚、陸の移動手段ごとに%2枚ずつで、いかだの移動タイルはありません。</translation>
    </message>
    <message>
        <source>Each player also has a boot, one obstacle and a marker for each of the %1 towns other than Elvenhold.</source>
        <translation>各プレイヤーはほかに、ブーツコマ1つ、障害物タイル1枚、Elvenhold 以外の%1の町それぞれに置く町マーカーを持ちます。</translation>
    </message>
    <message>
        <source>The map</source>
        <translation>マップ</translation>
    </message>
    <message>
        <source>%1 towns are linked by %2 plain, %3 forest, %4 desert and %5 mountain roads, by %6 stretches of river and by %7 lake crossings. Only roads take counters; rivers and lakes are crossed with Rafts.</source>
        <translation>%1の町が、草原%2本、森%3本、砂漠%4本、山%5本の道路と、川%6区間、湖%7か所でつながっています。移動タイルを置けるのは道路だけです。川と湖はいかだで渡ります。</translation>
    </message>
    <message>
        <source>Elvenhold, the start town, holds no markers. Some towns are linked twice, by a road and by water: these are two separate links and you choose which one to take. Any number of boots may share a town; boots never block each other.</source>
        <translation>スタートの町 Elvenhold には町マーカーはありません。道路と水路の両方でつながっている町もあります。それぞれ別のつながりなので、どちらを使うかは自分で選びます。1つの町にいくつでもブーツコマがいられ、ブーツコマがほかのブーツコマを妨げることはありません。</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>セットアップ</translation>
    </message>
    <message>
        <source>All boots start in Elvenhold and every player&apos;s markers are laid on the other towns. Each player takes an obstacle.</source>
        <translation>すべてのブーツコマは Elvenhold から出発し、各プレイヤーの町マーカーをほかの町に置きます。各プレイヤーは障害物タイルを1枚受け取ります。</translation>
    </message>
    <message>
        <source>The travel cards are shuffled into a deck and the counters into a face-down stack, from which %1 counters are laid face up. The first start player is chosen in the new-game dialog or drawn at random.</source>
        <translation>移動カードをシャッフルして移動カードの山札にし、移動タイルも裏向きにシャッフルして移動タイルの山札にします。そこから移動タイルを%1枚表向きに公開します。最初のスタートプレイヤーは新しいゲームのダイアログで選ぶか、ランダムに決めます。</translation>
    </message>
    <message>
        <source>The game is for %1 to %2 players, with the same rules for every number (three or more play best).</source>
        <translation>%1〜%2人用で、人数によるルールの違いはありません（3人以上がおすすめです）。</translation>
    </message>
    <message>
        <source>A round</source>
        <translation>ラウンドの流れ</translation>
    </message>
    <message>
        <source>The game lasts %1 rounds of six phases each. The application does phases 1 and 2 by itself; the players play phases 3 to 6.</source>
        <translation>ゲームは%1ラウンドで、各ラウンドは6つのフェイズからなります。フェイズ1と2はアプリケーションが自動で処理し、プレイヤーはフェイズ3〜6を行います。</translation>
    </message>
    <message>
        <source>1. Deal travel cards</source>
        <translation>1. 移動カードを配る</translation>
    </message>
    <message>
        <source>2. Deal a secret counter</source>
        <translation>2. 秘密の移動タイルを配る</translation>
    </message>
    <message>
        <source>3. Take counters</source>
        <translation>3. 移動タイルを取る</translation>
    </message>
    <message>
        <source>4. Place counters</source>
        <translation>4. 移動タイルを置く</translation>
    </message>
    <message>
        <source>5. Move the boots</source>
        <translation>5. ブーツコマを動かす</translation>
    </message>
    <message>
        <source>6. End of the round</source>
        <translation>6. ラウンドの終了</translation>
    </message>
    <message>
        <source>Every phase goes in seat order starting with the start player; the start player moves one seat on at the end of each round.</source>
        <translation>どのフェイズもスタートプレイヤーから席順に行います。スタートプレイヤーはラウンドの終わりごとに次の席のプレイヤーに移ります。</translation>
    </message>
    <message>
        <source>Phase 1: deal travel cards</source>
        <translation>フェイズ1: 移動カードを配る</translation>
    </message>
    <message>
        <source>Each hand is topped up to %1 cards from the deck; cards kept from the last round count. Your hand is secret: the others see only how many cards you hold.</source>
        <translation>移動カードの山札から、各プレイヤーの手札が%1枚になるまで配ります。前のラウンドから持ち越したカードも数に入ります。手札は秘密で、ほかのプレイヤーには枚数しか見えません。</translation>
    </message>
    <message>
        <source>Phase 2: deal a secret counter</source>
        <translation>フェイズ2: 秘密の移動タイルを配る</translation>
    </message>
    <message>
        <source>Each player gets the top counter of the stack as a secret counter: only its owner knows its transport until it is placed on a road.</source>
        <translation>各プレイヤーは移動タイルの山札の一番上の1枚を秘密の移動タイルとして受け取ります。道路に置かれるまで、その移動手段を知っているのは持ち主だけです。</translation>
    </message>
    <message>
        <source>Phase 3: take counters</source>
        <translation>フェイズ3: 移動タイルを取る</translation>
    </message>
    <message>
        <source>Going round %1 times in seat order, each player must take one counter: one of the %2 face-up counters (the gap is refilled from the stack at once) or the top of the stack, unseen. Counters taken in this phase are shown to everyone, even one drawn from the stack.</source>
        <translation>席順に%1周し、各プレイヤーは手番ごとに必ず移動タイルを1枚取ります。公開されている%2枚から1枚を選ぶ（空いた場所はすぐに山札から補充します）か、山札の一番上を見ないで引きます。このフェイズで取った移動タイルは、山札から引いたものも含めて全員に公開されます。</translation>
    </message>
    <message>
        <source>Afterwards each player holds %1 counters, or %2 with a counter kept from the last round.</source>
        <translation>その後、各プレイヤーは移動タイルを%1枚持ちます。前のラウンドから持ち越した移動タイルがあれば%2枚です。</translation>
    </message>
    <message>
        <source>Phase 4: place counters</source>
        <translation>フェイズ4: 移動タイルを置く</translation>
    </message>
    <message>
        <source>Players take turns in seat order, round and round. On your turn do exactly one of these:</source>
        <translation>席順に何周でも手番を繰り返します。手番では次のうち1つだけを行います。</translation>
    </message>
    <message>
        <source>place one of your counters on an empty road whose terrain its transport can cross (the cost table shows “–” where it cannot); a road takes one counter, water none; a secret counter is revealed when placed;</source>
        <translation>自分の移動タイル1枚を、その移動手段で通れる地形の空いている道路に置く（通れない地形は移動コストの表で「–」です）。1本の道路に置けるのは1枚だけで、川や湖には置けません。秘密の移動タイルは置いたときに公開されます。</translation>
    </message>
    <message>
        <source>put your obstacle on a road that holds a counter (anyone&apos;s) and no obstacle yet;</source>
        <translation>自分の障害物タイルを、移動タイル（誰のものでもよい）があって障害物タイルのない道路に置く。</translation>
    </message>
    <message>
        <source>pass.</source>
        <translation>パスする。</translation>
    </message>
    <message>
        <source>A pass does not take you out: if someone places after you, you may place again on your next turn. The phase ends when all players have passed one after another. A player with nothing left to place passes automatically. Placed counters serve every player until the end of the round; counters not placed stay in hand.</source>
        <translation>パスしても抜けるわけではありません。あとで誰かがタイルを置けば、次の手番でまた置くことができます。全員が連続してパスするとフェイズは終わります。置けるものがないプレイヤーは自動的にパスします。置かれた移動タイルはラウンドの終わりまで全員が使えます。置かなかった移動タイルは手元に残ります。</translation>
    </message>
    <message>
        <source>Phase 5: move the boots</source>
        <translation>フェイズ5: ブーツコマを動かす</translation>
    </message>
    <message>
        <source>In seat order, each player makes a whole journey before the next one starts. A journey is any number of steps, each along one link to a neighbouring town, paid with travel cards from your hand; paid cards go to the discard pile.</source>
        <translation>席順に、各プレイヤーが移動をすべて終えてから次のプレイヤーが移動します。移動は、つながりを1つたどって隣の町へ進む1歩を何回でも繰り返すもので、1歩ごとに手札の移動カードで支払います。支払ったカードは捨て札になります。</translation>
    </message>
    <message>
        <source>A road can be crossed only while it holds a counter, whoever placed it: pay the number of cards of the counter&apos;s transport given in the cost table, or go as a caravan. Counters are never used up: any road may be crossed again, by you or others, paying each time.</source>
        <translation>道路を通れるのは移動タイルが置かれているときだけです（誰が置いたものでも構いません）。移動コストの表にある枚数だけ、その移動タイルと同じ移動カードを支払うか、キャラバンで移動します。移動タイルは使ってもなくならず、同じ道路を自分もほかのプレイヤーも何度でも通れます。通るたびに支払います。</translation>
    </message>
    <message>
        <source>When your boot enters a town that still holds your marker, you collect it; passing through is enough, and coming back gives nothing. End the journey whenever you like, even without moving; your boot stays there for the next round.</source>
        <translation>自分の町マーカーが残っている町にブーツコマが入ると、その町マーカーを回収します。通過するだけで回収でき、戻ってきても何も得られません。移動はいつでも終えられ（ターン終了）、1歩も動かなくても構いません。ブーツコマはそこに残り、次のラウンドはそこから始まります。</translation>
    </message>
    <message>
        <source>Costs</source>
        <translation>移動コスト</translation>
    </message>
    <message>
        <source>Cards of the counter&apos;s own transport needed to cross one road carrying that counter. “–”: the counter may not be placed on that terrain.</source>
        <translation>移動タイルが置かれた道路を1本通るのに必要な、その移動タイルと同じ移動カードの枚数です。「–」の地形にはその移動タイルを置けません。</translation>
    </message>
    <message>
        <source>An obstacle on the road adds %1 card of the same transport.</source>
        <translation>障害物タイルのある道路では、同じ移動カードが%1枚多く必要です。</translation>
    </message>
    <message>
        <source>Caravan</source>
        <translation>キャラバン</translation>
    </message>
    <message>
        <source>Instead of the normal price you may cross a road that holds a counter by paying any %1 travel cards, of any transports (Rafts and cards of the counter&apos;s own transport included); %2 cards with an obstacle. You may do so even when you could pay the normal price.</source>
        <translation>通常の支払いの代わりに、好きな移動カード%1枚（いかだや、その移動タイルと同じカードを含めてどの種類でも）を支払って、移動タイルのある道路を通ることができます。障害物タイルがあれば%2枚です。通常の支払いができるときでもキャラバンを使えます。</translation>
    </message>
    <message>
        <source>A caravan never crosses a road without a counter, nor a river or a lake.</source>
        <translation>移動タイルのない道路や、川・湖はキャラバンでは通れません。</translation>
    </message>
    <message>
        <source>Rivers and lakes</source>
        <translation>川と湖</translation>
    </message>
    <message>
        <source>Water needs no counter and is paid with Rafts only. The arrows on a river show its current.</source>
        <translation>川と湖は移動タイルなしで通れ、いかだカードだけで支払います。川の矢印は川の流れを表します。</translation>
    </message>
    <message>
        <source>No caravan and no obstacle on water.</source>
        <translation>川と湖ではキャラバンは使えず、障害物タイルも置けません。</translation>
    </message>
    <message>
        <source>Obstacles</source>
        <translation>障害物タイル</translation>
    </message>
    <message>
        <source>Each player has one obstacle for the whole game. On a road with an obstacle the normal price rises by %1 card of the counter&apos;s transport, and a caravan costs %2 cards instead of %3.</source>
        <translation>障害物タイルは各プレイヤーが1ゲームに1枚だけ持っています。障害物タイルのある道路では、通常の支払いが移動タイルと同じ移動カード%1枚分増え、キャラバンは%3枚ではなく%2枚になります。</translation>
    </message>
    <message>
        <source>An obstacle placed on the board leaves the game at the end of the round; an unused one stays with its owner for a later round.</source>
        <translation>ボードに置いた障害物タイルはラウンドの終わりにゲームから取り除かれます。使わなかった障害物タイルは持ち主の手元に残り、後のラウンドで使えます。</translation>
    </message>
    <message>
        <source>Phase 6: end of the round</source>
        <translation>フェイズ6: ラウンドの終了</translation>
    </message>
    <message>
        <source>Cards: with more than %1 cards, choose %1 to keep and discard the rest; with %1 or fewer you keep them all.</source>
        <translation>移動カード: %1枚より多く持っているときは、持ち越す%1枚を選び、残りを捨てます。%1枚以下ならすべて持ち越します。</translation>
    </message>
    <message>
        <source>Counters: if you still hold counters, choose %1 to keep; it becomes a secret counter for the next round. The others go back.</source>
        <translation>移動タイル: 手元に移動タイルが残っていれば%1枚を選んで持ち越します。持ち越したタイルは次のラウンドの秘密の移動タイルになります。ほかは戻します。</translation>
    </message>
    <message>
        <source>The counters on the roads and those given back are shuffled into the stack; the face-up counters stay and are topped up to %1.</source>
        <translation>道路の移動タイルと戻された移動タイルは山札に入れてシャッフルします。公開されている移動タイルはそのまま残し、%1枚になるまで補充します。</translation>
    </message>
    <message>
        <source>Obstacles on the board leave the game. Paid and discarded cards are shuffled back into the deck.</source>
        <translation>ボード上の障害物タイルは取り除きます。支払った移動カードと捨てた移動カードは山札に戻してシャッフルします。</translation>
    </message>
    <message>
        <source>The start player passes to the next seat and the next round begins.</source>
        <translation>スタートプレイヤーが次の席に移り、次のラウンドが始まります。</translation>
    </message>
    <message>
        <source>What you keep is private: the others see only how many cards and counters you kept.</source>
        <translation>何を持ち越したかは秘密で、ほかのプレイヤーには枚数しか見えません。</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>ゲーム終了</translation>
    </message>
    <message>
        <source>The game ends after phase 5 of round %1. It ends sooner, right after phase 5 of an earlier round, if a player has collected all %2 markers: that player wins (several such players are separated by cards in hand).</source>
        <translation>ゲームは%1ラウンド目のフェイズ5の後に終わります。それより前のラウンドでも、フェイズ5の後に町マーカーを%2個すべて回収したプレイヤーがいれば、その時点でゲームが終わり、そのプレイヤーの勝ちです（複数いれば手札の多い方が勝ちます）。</translation>
    </message>
    <message>
        <source>Each collected marker is worth one point and the most points wins. On equal points the player with more travel cards in hand wins; if that is equal too, the place is shared.</source>
        <translation>回収した町マーカー1つが1点で、最も点数の多いプレイヤーの勝ちです。同点なら手札の移動カードが多いプレイヤーの勝ちで、それも同じなら同順位です。</translation>
    </message>
    <message>
        <source>Destination variant</source>
        <translation>ヴァリアントルール</translation>
    </message>
    <message>
        <source>An option of the new-game dialog. Each player is dealt one secret town card; only its owner may look at it. The town cards are: %1.</source>
        <translation>新しいゲームのダイアログで選べるオプションです。各プレイヤーに町カードが1枚ずつ配られ、その内容は自分だけが見られます。町カードは次の町です: %1。</translation>
    </message>
    <message>
        <source>Play does not change. At the end all town cards are shown, and each player loses one point per link on the shortest way from their boot to their town: every link counts one (road, river or lake, with or without a counter), and a boot standing there loses nothing. Scores may go below zero.</source>
        <translation>遊び方は変わりません。ゲーム終了時にすべての町カードを公開し、各プレイヤーは自分のブーツコマのいる町からカードの町までの最短の移動回数だけ点数を失います。つながりは道路・川・湖のどれでも、移動タイルの有無にかかわらず1回と数え、ブーツコマがその町にいれば0です。点数はマイナスにもなります。</translation>
    </message>
    <message>
        <source>The highest score wins; on a tie the player closer to their town wins, then the one with more cards in hand; otherwise the place is shared. An early end (all markers collected) is scored the same way.</source>
        <translation>最も点数の多いプレイヤーの勝ちです。同点なら指定された町により近いプレイヤー、次に手札の多いプレイヤーが勝ち、それも同じなら同順位です。町マーカーをすべて回収して早く終わった場合も同じように数えます。</translation>
    </message>
</context>
<context>
    <name>ElfenlandTable</name>
    <message>
        <source>Stack: %1</source>
        <translation>山札: %1</translation>
    </message>
    <message>
        <source>Draw from the stack (blind)</source>
        <translation>山札から引く(引くまで見えません)</translation>
    </message>
    <message>
        <source>Towns %1/%2</source>
        <translation>町 %1/%2</translation>
    </message>
    <message>
        <source>Cards %1</source>
        <translation>手札 %1</translation>
    </message>
    <message>
        <source>Obstacle not used yet</source>
        <translation>障害物タイル(未使用)</translation>
    </message>
    <message>
        <source>Town card: %1</source>
        <translation>町カード: %1</translation>
    </message>
    <message>
        <source>In hand: %1 × %2</source>
        <translation>手札: %2 × %1</translation>
    </message>
    <message>
        <source>No cards in hand</source>
        <translation>手札なし</translation>
    </message>
    <message>
        <source>Secret counter</source>
        <translation>秘密の移動タイル</translation>
    </message>
    <message>
        <source>Secret counter: %1</source>
        <translation>秘密の移動タイル: %1</translation>
    </message>
    <message>
        <source>Your secret counter: %1</source>
        <translation>あなたの秘密の移動タイル: %1</translation>
    </message>
    <message>
        <source>Towns</source>
        <translation>町</translation>
    </message>
    <message>
        <source>Face-up counters and the stack</source>
        <translation>公開されている移動タイルと山札</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Your travel cards</source>
        <translation>あなたの移動カード</translation>
    </message>
    <message>
        <source>Hands are hidden now.</source>
        <translation>今は手札を表示しません。</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>プレイヤー%1</translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation>ラウンド %1 / %2</translation>
    </message>
    <message>
        <source>%1 — %2&apos;s turn</source>
        <translation>%1 — %2の手番</translation>
    </message>
    <message>
        <source>Passes in a row: %1 of %2 (all pass: the journeys begin)</source>
        <translation>連続パス: %1 / %2(全員がパスすると移動が始まります)</translation>
    </message>
    <message>
        <source>%1 — waiting for %2.</source>
        <translation>%1 — %2を待っています。</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>ヒント: %1</translation>
    </message>
    <message>
        <source>Game over: first place is shared.</source>
        <translation>ゲーム終了: 1位は同点です。</translation>
    </message>
    <message>
        <source>Game over: %1 wins.</source>
        <translation>ゲーム終了: %1の勝ちです。</translation>
    </message>
    <message>
        <source>Take a counter: click a face-up counter, or draw from the stack.</source>
        <translation>移動タイルを取る: 公開されている移動タイルをクリックするか、山札から引きます。</translation>
    </message>
    <message>
        <source>Draw from the stack</source>
        <translation>山札から引く</translation>
    </message>
    <message>
        <source>Place a counter: pick it, then click a highlighted road. Or put your obstacle on a road with a counter, or pass.</source>
        <translation>移動タイルを置く: タイルを選び、強調された道路をクリックします。移動タイルのある道路に障害物タイルを置くか、パスもできます。</translation>
    </message>
    <message>
        <source>Secret: %1</source>
        <translation>秘密: %1</translation>
    </message>
    <message>
        <source>Obstacle</source>
        <translation>障害物タイル</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>パスします</translation>
    </message>
    <message>
        <source>Your journey from %1: click a neighbouring town, or end the journey.</source>
        <translation>%1 からの移動: 隣の町をクリックするか、ターン終了します。</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>計画</translation>
    </message>
    <message>
        <source>Show the towns your cards reach this round and the fewest cards each costs</source>
        <translation>この手札でこのラウンドに行ける町と、それぞれに必要な最少のカード枚数を表示します</translation>
    </message>
    <message>
        <source>End journey</source>
        <translation>ターン終了</translation>
    </message>
    <message>
        <source>To %1:</source>
        <translation>%1 へ:</translation>
    </message>
    <message>
        <source>More ways (%1)…</source>
        <translation>ほかの払い方(%1)…</translation>
    </message>
    <message>
        <source>Counters and obstacles go on roads only, not on rivers or lakes.</source>
        <translation>移動タイルと障害物タイルは道路にだけ置けます。川や湖には置けません。</translation>
    </message>
    <message>
        <source>End of the round: tick the %1 cards you keep; the rest are discarded.</source>
        <translation>ラウンドの終了: 残す移動カードを%1枚選んでください。残りは捨てます。</translation>
    </message>
    <message>
        <source>Keep (%1 of %2)</source>
        <translation>残す(%1 / %2)</translation>
    </message>
    <message>
        <source>End of the round: choose the counter you keep (it becomes secret).</source>
        <translation>ラウンドの終了: 残す移動タイルを1枚選んでください(秘密の移動タイルになります)。</translation>
    </message>
    <message>
        <source>Keep %1</source>
        <translation>%1を残す</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>あなたの手番ではありません。</translation>
    </message>
    <message>
        <source>Pick one of your counters or your obstacle first.</source>
        <translation>先に自分の移動タイルか障害物タイルを選んでください。</translation>
    </message>
    <message>
        <source>Your boot already stands in %1.</source>
        <translation>ブーツコマはすでに %1 にあります。</translation>
    </message>
    <message>
        <source>%1 is not next to your boot (in %2).</source>
        <translation>%1 はブーツコマのいる %2 の隣ではありません。</translation>
    </message>
    <message>
        <source>No counter lies on the road to %1: it cannot be crossed.</source>
        <translation>%1 への道路に移動タイルがないので、通れません。</translation>
    </message>
    <message>
        <source>Your cards cannot pay any way to %1.</source>
        <translation>手札では %1 への移動コストを払えません。</translation>
    </message>
    <message>
        <source>An obstacle goes on a road that holds a counter.</source>
        <translation>障害物タイルは移動タイルのある道路に置きます。</translation>
    </message>
    <message>
        <source>This road already has an obstacle.</source>
        <translation>この道路にはすでに障害物タイルがあります。</translation>
    </message>
    <message>
        <source>This road already holds a counter.</source>
        <translation>この道路にはすでに移動タイルがあります。</translation>
    </message>
    <message>
        <source>A %1 cannot be placed on %2 roads.</source>
        <translation>%1は%2の道路に置けません。</translation>
    </message>
    <message>
        <source>Not now: this is %1.</source>
        <translation>今はできません(%1)。</translation>
    </message>
    <message>
        <source>This move is not possible now.</source>
        <translation>今はこの手は打てません。</translation>
    </message>
    <message>
        <source>Your town card: at the end you lose a point per link from your boot to here</source>
        <translation>あなたの町カード: ゲーム終了時、ブーツコマからここまでのつながり1つにつき1点を失います</translation>
    </message>
</context>
<context>
    <name>EndOfGameDialog</name>
    <message>
        <source>End of the game</source>
        <translation>ゲーム終了</translation>
    </message>
    <message numerus="yes">
        <source>Nobody could act for a whole round: %1, whose Camp is the most advanced, wins after %n turn(s).</source>
        <translation>
            <numerusform>1巡の間だれも行動できませんでした。野営トークンが最も進んでいる %1 が %n 手番目に勝利しました。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You could not act any more: Mackenzie wins after %n turn(s).</source>
        <translation>
            <numerusform>これ以上行動できません。%n 手番目にマッケンジーの勝利です。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No Camp advanced for %1 rounds: %2, whose Camp is the most advanced, wins after %n turn(s).</source>
        <translation>
            <numerusform>%1巡の間どの野営トークンも進みませんでした。野営トークンが最も進んでいる %2 が %n 手番目に勝利しました。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 set up camp at Fort Clatsop and wins!</source>
        <translation>%1 がクラットソップ砦で野営し、勝利しました！</translation>
    </message>
    <message numerus="yes">
        <source>%1 set up camp at Fort Clatsop and wins after %n turn(s)!</source>
        <translation>
            <numerusform>%1 が %n 手番目にクラットソップ砦で野営し、勝利しました！</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mackenzie reached the Pacific first, after %n turn(s).</source>
        <translation>
            <numerusform>%n 手番目に、マッケンジーが先に太平洋に到達しました。</numerusform>
        </translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>ゲームは終了しました。</translation>
    </message>
    <message numerus="yes">
        <source>The game ended in round %1, after %n turn(s) in all.</source>
        <translation>
            <numerusform>第 %1 ラウンドで終了しました（全体で %n 手番）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Expedition</source>
        <translation>探検隊</translation>
    </message>
    <message>
        <source>Camp</source>
        <translation>野営トークン</translation>
    </message>
    <message>
        <source>Scout</source>
        <translation>偵察隊コマ</translation>
    </message>
    <message>
        <source>Recruited</source>
        <translation>雇用した人数</translation>
    </message>
    <message>
        <source>Mackenzie</source>
        <translation>マッケンジー</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>%1 の勝ち！</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>新しいゲーム…</translation>
    </message>
    <message>
        <source>Rematch</source>
        <translation>同じ顔ぶれで再戦</translation>
    </message>
    <message>
        <source>Review this game</source>
        <translation>このゲームを振り返る</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <source>Replay this game</source>
        <translation>このゲームをリプレイ</translation>
    </message>
    <message>
        <source>space %1 (Fort Clatsop reached)</source>
        <translation>マス %1（クラットソップ砦に到達）</translation>
    </message>
    <message numerus="yes">
        <source>space %1 (%n to go)</source>
        <translation>
            <numerusform>マス %1（残り %n マス）</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EndSummary</name>
    <message>
        <source>Camp: space %1</source>
        <translation>野営地：%1 マス目</translation>
    </message>
    <message>
        <source>Scout: space %1</source>
        <translation>偵察隊コマ：%1 マス目</translation>
    </message>
</context>
<context>
    <name>ExpeditionScene</name>
    <message>
        <source>1</source>
        <translation>1</translation>
    </message>
    <message>
        <source>1 each</source>
        <translation>各1</translation>
    </message>
    <message>
        <source>Holds any number of Indians</source>
        <translation>インディアンコマをいくつでも置ける</translation>
    </message>
    <message>
        <source>Holds any number of items</source>
        <translation>いくつでも置ける</translation>
    </message>
    <message>
        <source>costs 1 day at Encampment if it carries anything</source>
        <translation>1 個でも載っていれば野営時に時間損失 1</translation>
    </message>
    <message>
        <source>costs 1 day at Encampment per item carried</source>
        <translation>野営時、載っている 1 個につき時間損失 1</translation>
    </message>
    <message>
        <source>costs no time at Encampment</source>
        <translation>野営時の時間損失なし</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1／%2</translation>
    </message>
    <message>
        <source>Indian</source>
        <translation>インディアンコマ</translation>
    </message>
    <message>
        <source>Scout: %1</source>
        <translation>偵察隊コマ：%1</translation>
    </message>
    <message>
        <source>Camp: %1</source>
        <translation>野営トークン：%1</translation>
    </message>
    <message>
        <source>Won: Camp on %1</source>
        <translation>勝利：野営トークンは%1</translation>
    </message>
    <message>
        <source>Game over: Camp on %1</source>
        <translation>ゲーム終了：野営トークンは%1</translation>
    </message>
    <message numerus="yes">
        <source>Camp now: %n day(s) lost</source>
        <translation>
            <numerusform>今野営すると時間損失 %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Scout back to the rearmost space: you start over</source>
        <translation>偵察隊コマが最後尾のマスへ戻り、最初からやり直し</translation>
    </message>
    <message>
        <source>Camp on space %1</source>
        <translation>野営トークンはマス %1 へ</translation>
    </message>
    <message>
        <source>Scout back to space %1</source>
        <translation>偵察隊コマはマス %1 まで後退</translation>
    </message>
    <message>
        <source>Saint Louis (space %1)</source>
        <translation>セントルイス（マス %1）</translation>
    </message>
    <message>
        <source>Fort Clatsop (space %1)</source>
        <translation>クラットソップ砦（マス %1）</translation>
    </message>
    <message>
        <source>space %1</source>
        <translation>マス %1</translation>
    </message>
    <message>
        <source>Boats</source>
        <translation>ボート</translation>
    </message>
    <message>
        <source>Does not fit:</source>
        <translation>載りきらない：</translation>
    </message>
    <message>
        <source>Playing area</source>
        <translation>プレイエリア</translation>
    </message>
    <message>
        <source>(no cards played)</source>
        <translation>（プレイしたカードなし）</translation>
    </message>
    <message>
        <source>Face-down card: strength %1</source>
        <translation>裏向きのカード：強さ %1</translation>
    </message>
    <message numerus="yes">
        <source>Hand: %n card(s)</source>
        <translation>
            <numerusform>手札：%n 枚</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ExpeditionWindow</name>
    <message>
        <source>Expedition of %1</source>
        <translation>%1 の探検隊</translation>
    </message>
</context>
<context>
    <name>ExpeditionsPanel</name>
    <message>
        <source>Click to see this board whole in a window of its own.</source>
        <translation>クリックすると、このボード全体を別のウィンドウに表示します。</translation>
    </message>
</context>
<context>
    <name>GameLog</name>
    <message>
        <source>wins: no Camp advanced for %1 rounds, which ends the game (the most advanced Camp wins).</source>
        <translation>勝利。%1巡の間どの野営トークンも進まなかったため、ゲームが終了しました（野営トークンが最も進んでいるプレイヤーの勝ち）。</translation>
    </message>
    <message>
        <source>reaches Fort Clatsop.</source>
        <translation>クラットソップ砦に到着。</translation>
    </message>
    <message>
        <source>moves on to space %1 (Fort Clatsop is space %2).</source>
        <translation>%1 マス目へ進む（クラットソップ砦は %2 マス目）。</translation>
    </message>
    <message>
        <source>Mackenzie</source>
        <translation>マッケンジー</translation>
    </message>
    <message>
        <source>—— %1 ——</source>
        <translation>—— %1 ——</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Mackenzie (level %1)</source>
        <translation>マッケンジー（レベル %1）</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <source>Lewis &amp; Clark</source>
        <translation>ルイス＆クラーク</translation>
    </message>
    <message>
        <source>Elfenland</source>
        <translation>エルフェンランド</translation>
    </message>
    <message>
        <source>Tiwanaku</source>
        <translation>ティワナク</translation>
    </message>
</context>
<context>
    <name>HandArea</name>
    <message>
        <source>%1, it is your turn.
Click here to show your hand.</source>
        <translation>%1 さんの手番です。
ここをクリックすると手札を表示します。</translation>
    </message>
</context>
<context>
    <name>HintPlan</name>
    <message>
        <source>Plan: %1.</source>
        <translation>計画：%1。</translation>
    </message>
    <message numerus="yes">
        <source>%n more turn(s)</source>
        <translation>
            <numerusform>ほか %n 手番</numerusform>
        </translation>
    </message>
    <message>
        <source>Then %1.</source>
        <translation>続いて %1。</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>sentence after sentence</comment>
        <translation>%1%2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1、%2</translation>
    </message>
    <message>
        <source>this turn</source>
        <translation>この手番</translation>
    </message>
    <message>
        <source>next turn</source>
        <translation>次の手番</translation>
    </message>
    <message numerus="yes">
        <source>in %n turns</source>
        <translation>
            <numerusform>%n 手番後</numerusform>
        </translation>
    </message>
    <message>
        <source>Camp %1 on Fort Clatsop: the game is won.</source>
        <translation>%1にクラットソップ砦で野営：勝利。</translation>
    </message>
    <message>
        <source>Camp %1: no day lost.</source>
        <translation>%1に野営：時間損失なし。</translation>
    </message>
    <message numerus="yes">
        <source>Camp %1: %n day(s) lost, your Scout back to space %2.</source>
        <translation>
            <numerusform>%1に野営：時間損失 %n、偵察隊コマはマス %2 へ後退。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message numerus="yes">
        <source>%n %1 space(s) to space %2</source>
        <translation>
            <numerusform>%1を %n マス進んでマス %2 へ</numerusform>
        </translation>
    </message>
    <message>
        <source>pay %1</source>
        <translation>%1を払う</translation>
    </message>
    <message>
        <source>gain %1</source>
        <translation>%1を得る</translation>
    </message>
</context>
<context>
    <name>History</name>
    <message>
        <source>Back to the game</source>
        <translation>ゲームに戻る</translation>
    </message>
    <message>
        <source>Start of game</source>
        <translation>ゲーム開始</translation>
    </message>
    <message>
        <source>Turn %1 — %2 (latest)</source>
        <translation>第 %1 手番 — %2（最新）</translation>
    </message>
    <message>
        <source>Select a moment to see the board as it was then (the game does not change).</source>
        <translation>場面を選ぶと、その時点の盤面を表示します（ゲームは変わりません）。</translation>
    </message>
    <message>
        <source>Turn %1 — %2</source>
        <translation>第 %1 手番 — %2</translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <source>Plays any legal move at random (for tests).</source>
        <translation>合法手の中から無作為に選びます（テスト用）。</translation>
    </message>
    <message>
        <source>Plans only a few turns ahead and makes mistakes on purpose.</source>
        <translation>数手番先までしか計画せず、わざと間違えることもあります。</translation>
    </message>
    <message>
        <source>Plans each stretch of the journey from one camp to the next.</source>
        <translation>野営から次の野営までの行程ごとに計画します。</translation>
    </message>
    <message>
        <source>Tries Normal&apos;s best moves against many guesses of the hidden cards; alone against Mackenzie, plans its next eight turns. Takes its time over each move.</source>
        <translation>「ふつう」の有力な手を、伏せられたカードの推測を何通りも変えて試します。マッケンジーとのソロでは、この先 8 ターン分を計画します。1 手ごとに時間をかけて考えます。</translation>
    </message>
    <message>
        <source>Plans only the next few steps of its journey, now and then takes a lesser counter, and never blocks a rival&apos;s road.</source>
        <translation>旅程は数歩先までしか計画せず、ときどき見劣りする移動タイルを取ります。ほかのプレイヤーの道をふさぐことはしません。</translation>
    </message>
    <message>
        <source>Plans its journey through the towns and places its counters to serve it.</source>
        <translation>町をめぐる旅程を計画し、それに役立つ道路に移動タイルを置きます。</translation>
    </message>
    <message>
        <source>Tries Normal&apos;s best counters against many guesses of the hidden cards and counters; takes its time over each move.</source>
        <translation>「ふつう」の有力な移動タイルの選び方・置き方を、伏せられたカードと移動タイルの推測を何通りも変えて試します。1 手ごとに時間をかけて考えます。</translation>
    </message>
    <message>
        <source>Explores for variety with a shorter view and some chance, and divines the crops the rules prove.</source>
        <translation>多様性の得点を狙って土地を発見しますが、見通しは短く、運任せの面もあります。ルールから確定できる作物を占います。</translation>
    </message>
    <message>
        <source>Explores for variety and divines the crops the board proves; in co-op also the ones its sampled maps agree on.</source>
        <translation>多様性の得点を狙って土地を発見し、盤面から確定できる作物を占います。協力戦では、推測した複数の地図が一致する作物も占います。</translation>
    </message>
    <message>
        <source>Tries Normal&apos;s move and its alternatives on many maps that fit what it has seen; takes its time over each move.</source>
        <translation>「ふつう」の手とほかの候補を、これまでに見えたことと矛盾しない多くの地図で試します。1 手ごとに時間をかけて考えます。</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>ランダム</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>やさしい</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>ふつう</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>むずかしい</translation>
    </message>
    <message>
        <source>Mackenzie</source>
        <translation>マッケンジー</translation>
    </message>
    <message numerus="yes">
        <source>has not yet beaten Mackenzie (%n solo game(s) at level %1)</source>
        <translation>
            <numerusform>マッケンジーにはまだ勝っていません（レベル %1 のソロゲーム %n 戦）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>beats Mackenzie in %1 % of solo games at level %2 (%3 of %n)</source>
        <translation>
            <numerusform>レベル %2 のソロゲームでマッケンジーに %1 % 勝利（%n 戦中 %3 勝）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>won all %n game(s) against %1</source>
        <translation>
            <numerusform>%1 に %n 戦全勝</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>has not yet won against %1 (%n game(s))</source>
        <translation>
            <numerusform>%1 にはまだ勝っていません（%n 戦）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>wins %1 % of %2-player games against %3 (%4 of %n)</source>
        <translation>
            <numerusform>%3 との %2 人戦で %1 % 勝利（%n 戦中 %4 勝）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n %1 bots</source>
        <translation>
            <numerusform>%1 ボット %n 体</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1、%2</translation>
    </message>
    <message>
        <source>No figures have been measured for this level yet.</source>
        <translation>このレベルの強さはまだ測定されていません。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Measured (%1): %2</source>
        <translation>測定（%1）：%2</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1、%2</translation>
    </message>
    <message>
        <source>%1.</source>
        <comment>a sentence&apos;s end</comment>
        <translation>%1。</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Statistics</source>
        <translation>統計</translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>読み込み中…</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>ゲーム(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>言語 / Language(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Bot speed</source>
        <translation>ボットの速さ(&amp;B)</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>一瞬</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>速い</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>ふつう</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>ゆっくり</translation>
    </message>
    <message>
        <source>&amp;Rules reference</source>
        <translation>ルールリファレンス(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Learn to play</source>
        <translation>遊び方を学ぶ(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>新しいゲーム(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>開く(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>名前を付けて保存(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>元に戻す(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>やり直す(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;About Lewis &amp;&amp; Clark Desktop</source>
        <translation>Lewis &amp;&amp; Clark Desktop について(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Replay a saved game…</source>
        <translation>保存したゲームをリプレイ(&amp;R)…</translation>
    </message>
    <message>
        <source>Re&amp;view a saved game…</source>
        <translation>保存したゲームを振り返る(&amp;V)…</translation>
    </message>
    <message>
        <source>Where a finished game was won and lost: each decision against what Hard would have played</source>
        <translation>終わったゲームの勝負どころ：自分の各判断を「むずかしい」のボットの手と比べます</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>統計(&amp;T)…</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>ヒント(&amp;H)</translation>
    </message>
    <message>
        <source>Ask the Normal bot what it would do (nothing is played).</source>
        <translation>ノーマルのボットならどうするかを表示します（実際には何も実行しません）。</translation>
    </message>
    <message>
        <source>Race</source>
        <translation>レース</translation>
    </message>
    <message>
        <source>Expeditions</source>
        <translation>探検隊ボード</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>ゲームログ</translation>
    </message>
    <message>
        <source>History</source>
        <translation>履歴</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation>ゲームに戻る</translation>
    </message>
    <message>
        <source>Leave the History and show the game as it is now (Esc).</source>
        <translation>履歴を閉じて、現在のゲームを表示します（Esc）。</translation>
    </message>
    <message>
        <source>A bot is thinking…</source>
        <translation>ボットが考えています…</translation>
    </message>
    <message>
        <source>No game. Choose Game → New game.</source>
        <translation>ゲームがありません。ゲーム → 新しいゲーム を選んでください。</translation>
    </message>
    <message>
        <source>No game is running.</source>
        <translation>進行中のゲームはありません。</translation>
    </message>
    <message>
        <source>Hands of other players stay hidden.</source>
        <translation>他のプレイヤーの手札は表示されません。</translation>
    </message>
    <message>
        <source>Turn %1 — %2 to play</source>
        <translation>第 %1 手番 — %2 の番</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>あなたの手番ではありません。</translation>
    </message>
    <message>
        <source>Finish the current effect first.</source>
        <translation>先に今の効果を最後まで解決してください。</translation>
    </message>
    <message>
        <source>You have already taken your action this turn.</source>
        <translation>この手番の必須アクションは実行済みです。</translation>
    </message>
    <message>
        <source>This card cannot be given any strength now.</source>
        <translation>今このカードに強さを与えることはできません。</translation>
    </message>
    <message>
        <source>You have already recruited this turn.</source>
        <translation>この手番ではすでに雇用しました。</translation>
    </message>
    <message>
        <source>You cannot pay for this card, even with a discount.</source>
        <translation>割引を使ってもこのカードのコストを支払えません。</translation>
    </message>
    <message>
        <source>Go back to the game first (Esc).</source>
        <translation>先にゲームに戻ってください（Esc）。</translation>
    </message>
    <message>
        <source>Nobody could act for a whole round: %1 wins with the most advanced Camp.</source>
        <translation>1巡の間だれも行動できませんでした。野営トークンが最も進んでいる %1 の勝利です。</translation>
    </message>
    <message>
        <source>You could not act any more: Mackenzie wins.</source>
        <translation>これ以上行動できません。マッケンジーの勝利です。</translation>
    </message>
    <message>
        <source>No Camp advanced for %1 rounds: %2 wins with the most advanced Camp.</source>
        <translation>%1巡の間どの野営トークンも進みませんでした。野営トークンが最も進んでいる %2 の勝利です。</translation>
    </message>
    <message>
        <source>%1 reached Fort Clatsop and wins!</source>
        <translation>%1 がクラットソップ砦に到達し、勝利しました！</translation>
    </message>
    <message>
        <source>Mackenzie reached Fort Clatsop first. You lose this time.</source>
        <translation>マッケンジーが先にクラットソップ砦に到達しました。今回はあなたの負けです。</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>ゲームは終了しました。</translation>
    </message>
    <message>
        <source>Set up camp</source>
        <translation>野営</translation>
    </message>
    <message>
        <source>Camp</source>
        <translation>野営する</translation>
    </message>
    <message>
        <source>Play anyway?</source>
        <translation>このままプレイしますか？</translation>
    </message>
    <message>
        <source>The effect of %1 can do nothing now: the card would go to your play area without any use. Play it anyway?</source>
        <translation>%1 の効果は今は何もできません。カードは何の効果もなくプレイエリアに置かれます。それでもプレイしますか？</translation>
    </message>
    <message>
        <source>Play anyway</source>
        <translation>それでもプレイ</translation>
    </message>
    <message>
        <source>Selected strength: %1</source>
        <translation>選んだ強さ：%1</translation>
    </message>
    <message>
        <source>%1 can do nothing now: its effect has no use in this position.</source>
        <translation>%1 は今は何もできません：この局面では効果が使えません。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Indians are not sent here: choose one of the eight Village locations.</source>
        <translation>ここにはインディアンコマを置けません。村の8か所のいずれかを選んでください。</translation>
    </message>
    <message>
        <source>A hint is available when it is your turn.</source>
        <translation>ヒントは自分の手番のときに使えます。</translation>
    </message>
    <message>
        <source>Looking for a good move…</source>
        <translation>良い手を探しています…</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>ヒント：%1</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>保存したゲームを開く</translation>
    </message>
    <message>
        <source>Cannot open this file</source>
        <translation>このファイルを開けません</translation>
    </message>
    <message>
        <source>%1, it is your turn.
Click here to show your hand.</source>
        <translation>%1 さんの手番です。
ここをクリックすると手札を表示します。</translation>
    </message>
    <message>
        <source>%1 to play</source>
        <translation>%1 の番</translation>
    </message>
    <message numerus="yes">
        <source>History: the table after %n move(s) (read-only). Back to the game: Esc</source>
        <translation>
            <numerusform>履歴：%n 手目の後の場面（閲覧のみ）。ゲームに戻る：Esc</numerusform>
        </translation>
    </message>
    <message>
        <source>Chart</source>
        <translation>グラフ</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>リプレイ</translation>
    </message>
    <message>
        <source>There is no replay for this game yet.</source>
        <translation>このゲームのリプレイはまだありません。</translation>
    </message>
    <message>
        <source>Cannot open the tutorial</source>
        <translation>チュートリアルを開けません</translation>
    </message>
    <message>
        <source>Review a saved game</source>
        <translation>保存したゲームを振り返る</translation>
    </message>
    <message>
        <source>This file was not saved as it is now</source>
        <translation>このファイルは保存されたときのままではありません</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>ゲームを保存</translation>
    </message>
    <message>
        <source>Saved.</source>
        <translation>保存しました。</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>保存できません</translation>
    </message>
    <message>
        <source>About Lewis &amp; Clark Desktop</source>
        <translation>Lewis &amp; Clark Desktop について</translation>
    </message>
    <message>
        <source>Lewis &amp; Clark Desktop %1
The first edition of the board game Lewis &amp; Clark (Ludonaute, 2013) for one computer.</source>
        <translation>Lewis &amp; Clark Desktop %1
ボードゲーム「ルイス＆クラーク」（Ludonaute、2013年）初版を1台のコンピューターで遊ぶためのアプリです。</translation>
    </message>
    <message>
        <source>Resume?</source>
        <translation>再開しますか？</translation>
    </message>
    <message>
        <source>An unfinished game was saved automatically. Resume it?</source>
        <translation>終わっていないゲームが自動保存されています。再開しますか？</translation>
    </message>
    <message>
        <source>Rules reference</source>
        <translation>ルールリファレンス</translation>
    </message>
    <message>
        <source>%1[*] — %2</source>
        <translation>%1[*] — %2</translation>
    </message>
    <message>
        <source>Unsaved game</source>
        <translation>保存されていないゲーム</translation>
    </message>
    <message>
        <source>This game has moves that are not saved in a file of your choice.</source>
        <translation>このゲームには、自分で選んだファイルに保存されていない手があります。</translation>
    </message>
    <message>
        <source>It stays in the automatic save: you will be offered to resume it at the next start. You can also save it now.</source>
        <translation>自動保存には残るので、次回の起動時に再開できます。今ファイルに保存することもできます。</translation>
    </message>
    <message>
        <source>The other game replaces it, also in the automatic save, so it cannot be resumed later unless you save it now.</source>
        <translation>自動保存も別のゲームに置き換わるため、今保存しないと後で再開できません。</translation>
    </message>
    <message>
        <source>Start the new game</source>
        <translation>新しいゲームを始める</translation>
    </message>
    <message>
        <source>Open the other game</source>
        <translation>別のゲームを開く</translation>
    </message>
    <message>
        <source>Save first…</source>
        <translation>先に保存…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
</context>
<context>
    <name>Moves</name>
    <message>
        <source>nothing</source>
        <translation>なし</translation>
    </message>
    <message numerus="yes">
        <source>Indian(s)</source>
        <translation>
            <numerusform>インディアンコマ</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%2 %1</translation>
    </message>
    <message numerus="yes">
        <source>Play %1 with %2 face down and %n Indian(s) (strength %3)</source>
        <translation>
            <numerusform>%1 をプレイ（%2 を裏向き＋インディアンコマ %n 個、強さ %3）</numerusform>
        </translation>
    </message>
    <message>
        <source>Play %1 with %2 face down (strength %3)</source>
        <translation>%1 をプレイ（%2 を裏向き、強さ %3）</translation>
    </message>
    <message numerus="yes">
        <source>Play %1 with %n Indian(s) (strength %3)</source>
        <translation>
            <numerusform>%1 をプレイ（インディアンコマ %n 個、強さ %3）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Send %n Indian(s) to %1</source>
        <translation>
            <numerusform>%1 にインディアンコマを %n 個置く</numerusform>
        </translation>
    </message>
    <message>
        <source>Recruit from Journal page %1, discarding %2 for a discount</source>
        <translation>遭遇日誌 %1 ページから雇用（%2 を捨てて割引）</translation>
    </message>
    <message>
        <source>Recruit from Journal page %1</source>
        <translation>遭遇日誌 %1 ページから雇用</translation>
    </message>
    <message>
        <source>Set up camp</source>
        <translation>野営する</translation>
    </message>
    <message>
        <source>End the turn</source>
        <translation>手番を終える</translation>
    </message>
    <message>
        <source>Stop this effect here</source>
        <translation>この効果をここで終える</translation>
    </message>
    <message>
        <source>Done: replace the whole Journal</source>
        <translation>完了：遭遇日誌をすべて入れ替える</translation>
    </message>
    <message numerus="yes">
        <source>Collect %n %1</source>
        <translation>
            <numerusform>%1 を %n 個獲得</numerusform>
        </translation>
    </message>
    <message>
        <source>Pay %1, move on the %2</source>
        <translation>%1 を払い、%2 を進む</translation>
    </message>
    <message>
        <source>Pay %1, take %2</source>
        <translation>%1 を払い、%2 を得る</translation>
    </message>
    <message>
        <source>Take %1</source>
        <translation>%1 を得る</translation>
    </message>
    <message numerus="yes">
        <source>Take %n Indian(s) from the Powwow</source>
        <translation>
            <numerusform>パウワウエリアからインディアンコマを %n 個取る</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move the Scout %n space(s) forward</source>
        <translation>
            <numerusform>偵察隊コマを %n マス進める</numerusform>
        </translation>
    </message>
    <message>
        <source>Pay %1, copy %2</source>
        <translation>%1 を払い、%2 をコピー</translation>
    </message>
    <message>
        <source>Pay %1, use %2</source>
        <translation>%1 を払い、%2 を使う</translation>
    </message>
    <message>
        <source>Use %1</source>
        <translation>%1 を使う</translation>
    </message>
    <message>
        <source>Pay %1, take the card on Journal page %2</source>
        <translation>%1 を払い、遭遇日誌 %2 ページのカードを取る</translation>
    </message>
    <message>
        <source>Discard %1</source>
        <translation>%1 を捨てる</translation>
    </message>
    <message>
        <source>Take a %1 and %2</source>
        <translation>%1 と %2 を得る</translation>
    </message>
    <message>
        <source>Take an %1 and an Indian from the stock</source>
        <translation>%1 とストックのインディアンコマ 1 個を得る</translation>
    </message>
    <message>
        <source>Take an %1 without an Indian</source>
        <translation>%1 を得る（インディアンコマなし）</translation>
    </message>
    <message>
        <source>Return 1 %1 to the stock</source>
        <translation>%1 を 1 個ストックに戻す</translation>
    </message>
    <message>
        <source>: Scout up to space %1</source>
        <translation>：偵察隊コマは最大でマス %1 まで</translation>
    </message>
    <message>
        <source>: Scout to space %1</source>
        <translation>：偵察隊コマはマス %1 へ</translation>
    </message>
    <message>
        <source>: the Scout does not move (next space: %1)</source>
        <translation>：偵察隊コマは進めません（次のマスは%1）</translation>
    </message>
    <message>
        <source>: the Scout does not move</source>
        <translation>：偵察隊コマは進めません</translation>
    </message>
    <message>
        <source>free</source>
        <translation>無料</translation>
    </message>
    <message>
        <source>Recruit %1 (Journal page %2: %3)</source>
        <translation>%1 を雇用（遭遇日誌 %2 ページ：%3）</translation>
    </message>
    <message>
        <source>%1, discarding %2 for a discount</source>
        <translation>%1、%2 を捨てて割引</translation>
    </message>
    <message numerus="yes">
        <source>Play %1 with a face-down card and %n Indian(s) (strength %3)</source>
        <translation>
            <numerusform>%1 をプレイ（裏向きのカード 1 枚＋インディアンコマ %n 個、強さ %3）</numerusform>
        </translation>
    </message>
    <message>
        <source>Play %1 with a face-down card (strength %3)</source>
        <translation>%1 をプレイ（裏向きのカード 1 枚、強さ %3）</translation>
    </message>
    <message>
        <source>Recruit %3 from Journal page %1, discarding %2 for a discount</source>
        <translation>遭遇日誌 %1 ページから %3 を雇用（%2 を捨てて割引）</translation>
    </message>
    <message>
        <source>Recruit %3 from Journal page %1</source>
        <translation>遭遇日誌 %1 ページから %3 を雇用</translation>
    </message>
    <message>
        <source>Pay %1, take %3 from Journal page %2</source>
        <translation>%1 を払い、遭遇日誌 %2 ページの %3 を取る</translation>
    </message>
    <message>
        <source>resource boat (2, no time)</source>
        <translation>資源用ボートタイル（2 個、時間損失なし）</translation>
    </message>
    <message>
        <source>resource boat (5, 1 day if used)</source>
        <translation>資源用ボートタイル（5 個、使えば時間損失 1）</translation>
    </message>
    <message>
        <source>Indian boat (1, no time)</source>
        <translation>インディアン用ボートタイル（1 個、時間損失なし）</translation>
    </message>
    <message>
        <source>Indian boat (3, 1 day if used)</source>
        <translation>インディアン用ボートタイル（3 個、使えば時間損失 1）</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Player %1</source>
        <translation>プレイヤー%1</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>新しいゲーム</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>ゲーム：</translation>
    </message>
    <message>
        <source>New to this game?</source>
        <translation>このゲームは初めてですか？</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>遊び方を学ぶ</translation>
    </message>
    <message>
        <source>Game options</source>
        <translation>ゲームのオプション</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>プレイ人数：</translation>
    </message>
    <message>
        <source>In the solo game Mackenzie starts this many spaces ahead of Saint Louis (0 easiest, 7 hardest) and moves one space after each of your turns.</source>
        <translation>ソロゲームでは、マッケンジーはセントルイスからこのマス数だけ先でスタートし（0 が最も易しく、7 が最も難しい）、あなたの手番が終わるたびに 1 マス進みます。</translation>
    </message>
    <message>
        <source>Mackenzie&apos;s level (solo):</source>
        <translation>マッケンジーのレベル（ソロ）：</translation>
    </message>
    <message>
        <source>First player:</source>
        <translation>スタートプレイヤー：</translation>
    </message>
    <message>
        <source>random</source>
        <translation>ランダム</translation>
    </message>
    <message>
        <source>The same seed and the same moves give the same game.</source>
        <translation>同じシードで同じ手を指せば、同じゲームになります。</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>シード：</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>色</translation>
    </message>
    <message>
        <source>Played by</source>
        <translation>担当</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>ランダム</translation>
    </message>
    <message>
        <source>Each seat needs its own colour.</source>
        <translation>プレイヤーごとに異なる色を選んでください。</translation>
    </message>
    <message>
        <source>Each seat needs a name.</source>
        <translation>すべてのプレイヤーに名前が必要です。</translation>
    </message>
    <message>
        <source>The seed must be a whole number from 0 to %1.</source>
        <translation>シードは 0 から %1 までの整数にしてください。</translation>
    </message>
    <message>
        <source>These settings do not make a game: %1</source>
        <translation>この設定ではゲームを始められません：%1</translation>
    </message>
</context>
<context>
    <name>PointsChart</name>
    <message>
        <source>Team</source>
        <translation>チーム</translation>
    </message>
    <message>
        <source>Automa</source>
        <translation>オートマ</translation>
    </message>
    <message>
        <source>Points after each turn</source>
        <translation>各手番後の点数</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>手番</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>点数</translation>
    </message>
</context>
<context>
    <name>RaceChart</name>
    <message>
        <source>Player %1</source>
        <translation>プレイヤー%1</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>ラウンド</translation>
    </message>
    <message>
        <source>Space on the route</source>
        <translation>ルート上のマス</translation>
    </message>
    <message>
        <source>Mackenzie</source>
        <translation>マッケンジー</translation>
    </message>
    <message>
        <source>Camp</source>
        <translation>野営トークン</translation>
    </message>
    <message>
        <source>Scout</source>
        <translation>偵察隊コマ</translation>
    </message>
    <message>
        <source>Fort Clatsop</source>
        <translation>クラットソップ砦</translation>
    </message>
    <message numerus="yes">
        <source>%1 camped at space %2: %n day(s) lost</source>
        <translation>
            <numerusform>%1 がマス %2 で野営：時間損失 %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Encampment (days lost)</source>
        <translation>野営（時間損失）</translation>
    </message>
</context>
<context>
    <name>Reasons</name>
    <message>
        <source>the game is over</source>
        <translation>ゲームは終了しています</translation>
    </message>
    <message>
        <source>your boats are over capacity: drop a resource first</source>
        <translation>ボートの積載量を超えています。先に資源を戻してください</translation>
    </message>
    <message>
        <source>you can take no action: you must camp first</source>
        <translation>必須アクションを実行できないため、先に野営しなければなりません</translation>
    </message>
    <message>
        <source>that card is not in your hand</source>
        <translation>そのカードは手札にありません</translation>
    </message>
    <message>
        <source>you have already taken your action this turn</source>
        <translation>この手番の必須アクションは実行済みです</translation>
    </message>
    <message>
        <source>the support card must be another card from your hand</source>
        <translation>強さに使うカードは手札の別のカードでなければなりません</translation>
    </message>
    <message>
        <source>not enough Indians in your boats</source>
        <translation>ボートのインディアンコマが足りません</translation>
    </message>
    <message>
        <source>that location takes exactly one Indian</source>
        <translation>このスペースにはインディアンコマをちょうど 1 個置きます</translation>
    </message>
    <message>
        <source>that location is full until an Interpreter gathers the Indians</source>
        <translation>このスペースは埋まっています（通訳がインディアンコマを集めるまで使えません）</translation>
    </message>
    <message>
        <source>you have already recruited this turn</source>
        <translation>この手番ではすでに雇用しました</translation>
    </message>
    <message>
        <source>there is no card on that Journal page</source>
        <translation>遭遇日誌のそのページにはカードがありません</translation>
    </message>
    <message>
        <source>the discount card must come from your hand</source>
        <translation>割引に使うカードは手札から選んでください</translation>
    </message>
    <message>
        <source>you cannot pay the Equipment and Furs</source>
        <translation>装備品と毛皮を支払えません</translation>
    </message>
    <message>
        <source>you have already camped this turn</source>
        <translation>この手番ではすでに野営しました</translation>
    </message>
    <message>
        <source>you must take an action before ending your turn</source>
        <translation>手番を終える前に必須アクションを行ってください</translation>
    </message>
    <message>
        <source>no effect is being resolved now</source>
        <translation>今解決中の効果はありません</translation>
    </message>
    <message>
        <source>not legal now</source>
        <translation>今は実行できません</translation>
    </message>
    <message>
        <source>nothing to undo</source>
        <translation>元に戻せる操作はありません</translation>
    </message>
    <message>
        <source>the last move revealed hidden information</source>
        <translation>直前の操作で隠されていた情報が公開されました</translation>
    </message>
    <message>
        <source>moves of an earlier turn cannot be undone</source>
        <translation>前の手番の操作は元に戻せません</translation>
    </message>
    <message>
        <source>the file was changed after it was saved: this is not the game as it was played</source>
        <translation>このファイルは保存後に書き換えられています。実際に遊ばれたゲームそのものではありません</translation>
    </message>
    <message>
        <source>this game was continued from a changed file</source>
        <translation>このゲームは書き換えられたファイルから続けられたものです</translation>
    </message>
    <message>
        <source>the file is in the old save format (version 1): only its final position could be checked, not the moves that led there</source>
        <translation>このファイルは古い保存形式（バージョン1）です。確かめられたのは最後の局面だけで、そこに至る手順は確かめられていません</translation>
    </message>
    <message>
        <source>finish the current effect (%1) first, or stop it</source>
        <translation>先に今の効果（%1）を解決するか、終えてください</translation>
    </message>
    <message>
        <source>not one of the choices of %1 now</source>
        <translation>今の %1 の選択肢にはありません</translation>
    </message>
    <message>
        <source>strength must be 1 to 3 (this is %1)</source>
        <translation>強さは 1～3 でなければなりません（今は %1）</translation>
    </message>
    <message>
        <source>there is no Village location called %1</source>
        <translation>%1 という村アクションスペースはありません</translation>
    </message>
    <message>
        <source>send 1 to %1 Indians at a time</source>
        <translation>一度に置けるインディアンコマは 1～%1 個です</translation>
    </message>
    <message>
        <source>cannot undo: %1</source>
        <translation>元に戻せません：%1</translation>
    </message>
    <message>
        <source>cannot open %1: %2</source>
        <translation>%1 を開けません：%2</translation>
    </message>
    <message>
        <source>%1 is %2 bytes, too large to be a save file</source>
        <translation>%1 は %2 バイトあり、セーブファイルとしては大きすぎます</translation>
    </message>
    <message>
        <source>%1 is too large to be a save file</source>
        <translation>%1 はセーブファイルとしては大きすぎます</translation>
    </message>
    <message>
        <source>%1 is empty</source>
        <translation>%1 は空です</translation>
    </message>
    <message>
        <source>%1 is not text (not UTF-8)</source>
        <translation>%1 はテキストではありません（UTF-8 ではありません）</translation>
    </message>
    <message>
        <source>no file name given</source>
        <translation>ファイル名が指定されていません</translation>
    </message>
    <message>
        <source>%1 is a folder, not a file</source>
        <translation>%1 はフォルダーで、ファイルではありません</translation>
    </message>
    <message>
        <source>%1 is not a regular file</source>
        <translation>%1 は通常のファイルではありません</translation>
    </message>
    <message>
        <source>%1 nests deeper than %2 levels</source>
        <translation>%1 は入れ子が %2 段より深くなっています</translation>
    </message>
    <message>
        <source>%1 holds bad JSON: %2</source>
        <translation>%1 の JSON が正しくありません：%2</translation>
    </message>
    <message>
        <source>%1 is a save of %2, which this version does not know (known: %3)</source>
        <translation>%1 は %2 のセーブですが、このバージョンはそのゲームを知りません（対応：%3）</translation>
    </message>
    <message>
        <source>%1 is a save of %2, which this version cannot show yet</source>
        <translation>%1 は %2 のセーブですが、このバージョンではまだ表示できません</translation>
    </message>
    <message>
        <source>%1: field %2 is missing</source>
        <translation>%1：項目 %2 がありません</translation>
    </message>
    <message>
        <source>%1: field %2 must be %3</source>
        <translation>%1：項目 %2 は次のものでなければなりません：%3</translation>
    </message>
    <message>
        <source>%1: the seats do not match the game (%2)</source>
        <translation>%1：席の情報がゲームと合いません（%2）</translation>
    </message>
    <message>
        <source>%1 is damaged or truncated: %2</source>
        <translation>%1 は壊れているか途中で切れています：%2</translation>
    </message>
    <message>
        <source>%1 is not a save file of this application</source>
        <translation>%1 はこのアプリのセーブファイルではありません</translation>
    </message>
    <message>
        <source>%1 has save format version %2; this version reads version %3</source>
        <translation>%1 のセーブ形式はバージョン %2 です。このアプリが読めるのはバージョン %3 です</translation>
    </message>
    <message>
        <source>%1 is a save of %2, not %3</source>
        <translation>%1 は %3 ではなく %2 のセーブファイルです</translation>
    </message>
    <message>
        <source>%1 holds %2 moves, more than any real game</source>
        <translation>%1 には %2 手が記録されており、実際のゲームとしては多すぎます</translation>
    </message>
    <message>
        <source>%1: bad game options: %2</source>
        <translation>%1：ゲーム設定が不正です：%2</translation>
    </message>
    <message>
        <source>%1: move %2 is not text</source>
        <translation>%1：%2 手目がテキストではありません</translation>
    </message>
    <message>
        <source>%1: move %2 is illegal (%3)</source>
        <translation>%1：%2 手目がルール上実行できません（%3）</translation>
    </message>
    <message>
        <source>the end of the game</source>
        <translation>ゲーム終了</translation>
    </message>
    <message>
        <source>the turn</source>
        <translation>手番</translation>
    </message>
    <message>
        <source>the boats over capacity</source>
        <translation>ボートの積載超過</translation>
    </message>
</context>
<context>
    <name>RecruitDialog</name>
    <message>
        <source>%1 Equipment + %2 Fur</source>
        <translation>装備品 %1 ＋ 毛皮 %2</translation>
    </message>
    <message>
        <source>Recruit</source>
        <translation>雇用</translation>
    </message>
    <message>
        <source>Recruit %1 from Journal page %2?</source>
        <translation>遭遇日誌 %2 ページの %1 を雇用しますか？</translation>
    </message>
    <message>
        <source>Pay %1</source>
        <translation>%1 を支払う</translation>
    </message>
    <message>
        <source>Discard %1 and pay %2</source>
        <translation>%1 を捨てて %2 を支払う</translation>
    </message>
</context>
<context>
    <name>ReplayViewer</name>
    <message>
        <source>Replay a saved game</source>
        <translation>保存したゲームを再生</translation>
    </message>
    <message>
        <source>Cannot replay this file</source>
        <translation>このファイルは再生できません</translation>
    </message>
    <message>
        <source>There is no replay for this game yet.</source>
        <translation>このゲームのリプレイはまだありません。</translation>
    </message>
    <message>
        <source>This file holds a game of %1. Open it with Game → Replay a saved game….</source>
        <translation>このファイルは %1 のゲームです。ゲーム → 保存したゲームをリプレイ… から開いてください。</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>一時停止</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>再生</translation>
    </message>
    <message>
        <source>(Space)</source>
        <translation>（スペース）</translation>
    </message>
    <message>
        <source>%1. %2: %3</source>
        <translation>%1. %2：%3</translation>
    </message>
    <message>
        <source>Export the log</source>
        <translation>ログを書き出す</translation>
    </message>
    <message>
        <source>Cannot export the log</source>
        <translation>ログを書き出せません</translation>
    </message>
    <message>
        <source>0. Start of the game</source>
        <translation>0. ゲーム開始</translation>
    </message>
    <message>
        <source>No game loaded</source>
        <translation>ゲームが読み込まれていません</translation>
    </message>
    <message>
        <source>Move %1 of %2</source>
        <translation>%1 / %2 手目</translation>
    </message>
    <message>
        <source>Move %1 of %2 · round %3</source>
        <translation>%1 / %2 手目 · ラウンド %3</translation>
    </message>
    <message>
        <source>game over</source>
        <translation>ゲーム終了</translation>
    </message>
    <message>
        <source>%1 to play</source>
        <translation>%1 の番</translation>
    </message>
    <message>
        <source>Replay: %1</source>
        <translation>リプレイ：%1</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>リプレイ</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Go</source>
        <translation>移動(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Open a saved game…</source>
        <translation>保存したゲームを開く(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Export log…</source>
        <translation>ログを書き出す(&amp;E)…</translation>
    </message>
    <message>
        <source>Save the log of the whole game as a text file</source>
        <translation>ゲーム全体のログをテキストファイルに保存します</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>閉じる(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Review this game…</source>
        <translation>このゲームを振り返る(&amp;R)…</translation>
    </message>
    <message>
        <source>Where this game was won and lost: each decision against what Hard would have played</source>
        <translation>このゲームの勝負どころ：各判断を「むずかしい」のボットの手と比べます</translation>
    </message>
    <message>
        <source>First position</source>
        <translation>最初の局面</translation>
    </message>
    <message>
        <source>First position (Home)</source>
        <translation>最初の局面（Home）</translation>
    </message>
    <message>
        <source>Previous turn</source>
        <translation>前の手番</translation>
    </message>
    <message>
        <source>Start of this turn, or of the one before (Page Up)</source>
        <translation>この手番の初め、またはその前の手番の初め（Page Up）</translation>
    </message>
    <message>
        <source>Previous move</source>
        <translation>前の手</translation>
    </message>
    <message>
        <source>Previous move (Left)</source>
        <translation>前の手（←）</translation>
    </message>
    <message>
        <source>Next move</source>
        <translation>次の手</translation>
    </message>
    <message>
        <source>Next move (Right)</source>
        <translation>次の手（→）</translation>
    </message>
    <message>
        <source>Next turn</source>
        <translation>次の手番</translation>
    </message>
    <message>
        <source>Start of the next turn (Page Down)</source>
        <translation>次の手番の初め（Page Down）</translation>
    </message>
    <message>
        <source>Last position</source>
        <translation>最後の局面</translation>
    </message>
    <message>
        <source>Last position (End)</source>
        <translation>最後の局面（End）</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>ゆっくり</translation>
    </message>
    <message>
        <source>Normal speed</source>
        <translation>ふつうの速さ</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>速い</translation>
    </message>
    <message>
        <source>Fastest</source>
        <translation>最速</translation>
    </message>
    <message>
        <source>How fast Play goes through the moves</source>
        <translation>再生で手を進める速さ</translation>
    </message>
    <message>
        <source>Drag to move through the game</source>
        <translation>ドラッグしてゲームの中を移動します</translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message>
        <source>Review again</source>
        <translation>もう一度振り返る</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>振り返り</translation>
    </message>
    <message>
        <source>Reviewing %1&apos;s decisions…</source>
        <translation>%1 の判断を検討しています…</translation>
    </message>
    <message>
        <source>The review was cancelled.</source>
        <translation>振り返りを中止しました。</translation>
    </message>
    <message>
        <source>The review failed: %1</source>
        <translation>振り返りに失敗しました：%1</translation>
    </message>
    <message>
        <source>The review could not be kept with the game: %1</source>
        <translation>振り返りをゲームと一緒に保存できませんでした：%1</translation>
    </message>
    <message>
        <source>A quick review.</source>
        <translation>簡易な振り返りです。</translation>
    </message>
    <message>
        <source>Move %1: %2 (cost %3)</source>
        <translation>%1 手目：%2（損失 %3）</translation>
    </message>
    <message>
        <source>Move %1: %2</source>
        <translation>%1 手目：%2</translation>
    </message>
    <message>
        <source>This seat is not reviewed yet.</source>
        <translation>このプレイヤーはまだ振り返っていません。</translation>
    </message>
    <message>
        <source>This seat had no decision to review.</source>
        <translation>このプレイヤーには振り返る判断がありませんでした。</translation>
    </message>
    <message>
        <source>No costly decision: Hard would not have done much better. Click a point of the chart to see any decision.</source>
        <translation>大きな損をした判断はありません。「むずかしい」のボットでもあまり変わらなかったでしょう。グラフの点をクリックすると、その判断を表示します。</translation>
    </message>
    <message>
        <source>Move %1, %2 to play.</source>
        <translation>%1 手目、%2 の番。</translation>
    </message>
    <message>
        <source>Played: %1</source>
        <translation>実際の手：%1</translation>
    </message>
    <message>
        <source>Hard would have played the same.</source>
        <translation>「むずかしい」のボットも同じ手を選びます。</translation>
    </message>
    <message>
        <source>Hard suggests: %1</source>
        <translation>「むずかしい」のボットの手：%1</translation>
    </message>
    <message>
        <source>Review: %1</source>
        <translation>振り返り：%1</translation>
    </message>
    <message>
        <source>Seat:</source>
        <translation>プレイヤー：</translation>
    </message>
    <message>
        <source>Whose decisions the review shows</source>
        <translation>だれの判断を振り返るか</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>中止</translation>
    </message>
    <message>
        <source>%1 of %2 decisions</source>
        <translation>%1 / %2 判断</translation>
    </message>
    <message>
        <source>The costliest decisions</source>
        <translation>損の大きかった判断</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>手数</translation>
    </message>
    <message>
        <source>Choose a decision to see the position before it</source>
        <translation>判断を選ぶと、その直前の局面を表示します</translation>
    </message>
    <message>
        <source>Click a point to see the position before that decision</source>
        <translation>点をクリックすると、その判断の直前の局面を表示します</translation>
    </message>
    <message>
        <source>Cannot review this file</source>
        <translation>このファイルは振り返れません</translation>
    </message>
</context>
<context>
    <name>ReviewWords</name>
    <message>
        <source>Turns to Fort Clatsop (fewer is better)</source>
        <translation>クラットソップ砦までの手番数（少ないほど良い）</translation>
    </message>
    <message>
        <source>Towns reached by the end (expected)</source>
        <translation>終了までに訪れる町の数（見込み）</translation>
    </message>
    <message>
        <source>Points at the end (expected)</source>
        <translation>終了時の点数（見込み）</translation>
    </message>
    <message numerus="yes">
        <source>%n turn(s)</source>
        <translation>
            <numerusform>%n 手番</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n town(s)</source>
        <translation>
            <numerusform>%n 町</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n 点</numerusform>
        </translation>
    </message>
    <message>
        <source>This cost you less than one turn.</source>
        <translation>この手の損は1手番未満です。</translation>
    </message>
    <message>
        <source>This cost you less than one town.</source>
        <translation>この手の損は町1つ未満です。</translation>
    </message>
    <message>
        <source>This cost you less than one point.</source>
        <translation>この手の損は1点未満です。</translation>
    </message>
    <message>
        <source>This cost you about %1.</source>
        <translation>この手でおよそ %1 の損をしました。</translation>
    </message>
    <message>
        <source>under 1</source>
        <translation>1未満</translation>
    </message>
    <message>
        <source>about %1</source>
        <translation>約 %1</translation>
    </message>
    <message>
        <source>%1 turns to Fort Clatsop</source>
        <translation>クラットソップ砦まで %1 手番</translation>
    </message>
    <message>
        <source>%1 towns expected</source>
        <translation>町 %1 の見込み</translation>
    </message>
    <message>
        <source>%1 points expected</source>
        <translation>%1 点の見込み</translation>
    </message>
    <message>
        <source>The suggestion leads towards %1.</source>
        <translation>この手は %1 へ向かう道を開きます。</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Expected turns to Fort Clatsop: %1 after the move played, %2 after the suggestion.</source>
        <translation>クラットソップ砦までの見込み手番数：実際の手で %1、提案の手で %2。</translation>
    </message>
    <message>
        <source>Expected towns by the end: %1 after the move played, %2 after the suggestion.</source>
        <translation>終了までの見込みの町の数：実際の手で %1、提案の手で %2。</translation>
    </message>
    <message>
        <source>Expected points at the end: %1 after the move played, %2 after the suggestion.</source>
        <translation>終了時の見込みの点数：実際の手で %1、提案の手で %2。</translation>
    </message>
</context>
<context>
    <name>RulesReference</name>
    <message>
        <source>Goal</source>
        <translation>目的</translation>
    </message>
    <message>
        <source>Each player leads an expedition from Saint Louis across the continent to the Pacific. The first player whose Camp reaches Fort Clatsop (or a space beyond it) wins at once; only first place counts.</source>
        <translation>各プレイヤーは探検隊を率いてセントルイスから大陸を横断し、太平洋を目指します。自分の野営トークンを最初にクラットソップ砦（またはその先のマス）に到達させたプレイヤーが、その時点で勝利します。順位は 1 位のみです。</translation>
    </message>
    <message>
        <source>Your Scout explores ahead; your Camp follows it only when you set up camp. Moving fast is not enough: a heavy expedition loses time at every Encampment.</source>
        <translation>偵察隊コマが先に進み、野営トークンは野営したときにだけ追いつきます。速く進むだけでは勝てません。荷物や人員が多い探検隊は、野営のたびに時間損失が発生します。</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>セットアップ</translation>
    </message>
    <message>
        <source>Indians in play: 3 per player plus 3 (6, 9, 12, 15 or 18). Each expedition starts with one Indian in its boats, one Indian waits on the Newcomer area, the rest form the stock.</source>
        <translation>使用するインディアンコマは、プレイ人数×3＋3 個（6、9、12、15、18 個）です。各探検隊のボートに 1 個、新参者エリアに 1 個置き、残りはストックにします。</translation>
    </message>
    <message>
        <source>Each player takes the expedition board of a colour, its six starting characters in hand (Commander, Interpreter, Lumberjack, Hunter, Blacksmith, Fur Trader) and 1 Food, 1 Fur and 1 Equipment in the boats. Scouts and Camps start on Saint Louis.</source>
        <translation>各プレイヤーは自分の色の探検隊ボードと、初期人物カード 6 枚（指揮官、通訳、木こり、猟師、鍛冶屋、毛皮商）を手札として受け取り、食料・毛皮・装備品を 1 個ずつボートに置きます。偵察隊コマと野営トークンはセントルイスから始まります。</translation>
    </message>
    <message>
        <source>The 54 encountered characters are shuffled; five are dealt to the Journal of Encounters, sorted by strength, the weakest on the cheapest page. The twelve boat tiles wait beside the board. The first player is chosen in the new-game dialog or at random.</source>
        <translation>遭遇人物カード 54 枚をシャッフルし、5 枚を強さの順に遭遇日誌に並べます（最も弱いカードを最も安いページへ）。ボートタイル 12 枚はボードのそばに置きます。スタートプレイヤーは新しいゲームの画面で選ぶか、ランダムに決めます。</translation>
    </message>
    <message>
        <source>A turn</source>
        <translation>手番</translation>
    </message>
    <message>
        <source>On your turn, in any order:</source>
        <translation>自分の手番では、次を好きな順に行います：</translation>
    </message>
    <message>
        <source>Action (exactly one): play a character from your hand, or send Indians from your boats to one Village location.</source>
        <translation>必須アクション（ちょうど 1 回）：手札の人物カードを 1 枚プレイするか、ボートのインディアンコマを村アクションスペース 1 か所に置く。</translation>
    </message>
    <message>
        <source>Recruitment (optional, once): take a character from the Journal.</source>
        <translation>雇用（任意、1 回まで）：遭遇日誌から人物カードを 1 枚獲得する。</translation>
    </message>
    <message>
        <source>Encampment (optional, once): set up camp.</source>
        <translation>野営（任意、1 回まで）：野営する。</translation>
    </message>
    <message>
        <source>If at the start of your turn you can neither play a character (you need a second card or an Indian for strength) nor send an Indian to the Village, you must camp first.</source>
        <translation>手番の開始時に人物カードをプレイできず（強さを与える別のカードかインディアンコマが必要）、村にインディアンコマも置けない場合は、最初に野営しなければなりません。</translation>
    </message>
    <message>
        <source>Playing a character and strength</source>
        <translation>人物カードのプレイと強さ</translation>
    </message>
    <message>
        <source>Put the character face up in your Playing Area and give it strength 1 to 3: slide at most one other card from your hand face down under it (its strength is the number of Indian icons on it), and/or take 1 to 3 Indians from your boats and stand them on the card (1 strength each).</source>
        <translation>人物カードを表向きで自分のプレイエリアに置き、強さ 1～3 を与えます。手札の別のカード 1 枚までを裏向きにして下に差し込む（そのカードのインディアンアイコンの数が強さ）か、ボートのインディアンコマ 1～3 個をカードに置く（1 個につき強さ 1）か、その両方です。</translation>
    </message>
    <message>
        <source>The action is carried out up to strength times; you may stop early. Each activation is paid from what you had before the action. Both cards and the Indians stay in your Playing Area until you camp.</source>
        <translation>アクションは強さの回数まで実行でき、途中でやめてもかまいません。各回のコストはアクション前に持っていたもので支払います。使ったカードとインディアンコマは、野営するまでプレイエリアに残ります。</translation>
    </message>
    <message>
        <source>Permanent characters (∞) keep their effect for as long as they lie face up in your Playing Area.</source>
        <translation>常時カード（∞）は、表向きでプレイエリアにある間ずっと効果が続きます。</translation>
    </message>
    <message>
        <source>Collecting resources</source>
        <translation>資源の獲得</translation>
    </message>
    <message>
        <source>The Lumberjack, Hunter, Blacksmith and Fur Trader collect Wood, Food, Equipment and Fur. Count the badges of that resource on the face-up cards in your Playing Area and in those of your two neighbours (in a two-player game, the opponent&apos;s), including the card just played. You may take up to badges × strength.</source>
        <translation>木こり・猟師・鍛冶屋・毛皮商は、それぞれ木材・食料・装備品・毛皮を獲得します。自分と前後のプレイヤー（2 人プレイでは相手）のプレイエリアにある表向きのカード（今プレイしたカードを含む）に描かれた、その資源の資源バッジを数えます。資源バッジの数×強さまで獲得できます。</translation>
    </message>
    <message>
        <source>Face-down support cards show no badge. In the solo game every Village location holding an Indian adds its badge.</source>
        <translation>裏向きに差し込んだカードの資源バッジは数えません。ソロゲームでは、インディアンコマが置かれている村アクションスペースの資源バッジも加えます。</translation>
    </message>
    <message>
        <source>Everything must fit in your boats. While there is room you cannot throw held resources away; when the boats are full you choose what goes back to the stock. Resources are always arranged to lose the least time.</source>
        <translation>資源はすべてボートに載せなければなりません。空きがある間は持っている資源を捨てられません。満杯になったら、どの資源をストックに戻すかを選びます。資源は常に時間損失が最小になるように配置されます。</translation>
    </message>
    <message>
        <source>Movement and terrain</source>
        <translation>移動と地形</translation>
    </message>
    <message>
        <source>The route has river spaces, mountain spaces and mixed spaces (which count as both). The Commander, per activation: pay 1 Food to move 2 river spaces, 1 Canoe to move 4 river spaces, or 1 Horse to move 2 mountain spaces.</source>
        <translation>ルートには河川マス、山岳マス、山岳または河川のマス（両方として扱う）があります。指揮官は 1 回につき、食料 1 で河川を 2 マス、カヌー 1 で河川を 4 マス、馬 1 で山岳を 2 マス進めます。</translation>
    </message>
    <message>
        <source>A river move stops before the first mountain space, a mountain move before the first river space; the rest of that activation is lost.</source>
        <translation>河川の移動は最初の山岳マスの手前で、山岳の移動は最初の河川マスの手前で止まり、その回の残りの移動は失われます。</translation>
    </message>
    <message>
        <source>Spaces with other Scouts count as you pass them, but a space holds only one Scout (except Saint Louis at the start): if you would end on an occupied space, go on to the next free space. With several activations only the final space is checked.</source>
        <translation>他の偵察隊コマがいるマスも通過するときは数えますが、1 マスに置ける偵察隊コマは 1 個だけです（開始時のセントルイスを除く）。他の偵察隊コマがいるマスで止まる場合は、次の空いているマスまで進みます。複数回実行したときは最後に止まるマスだけを確認します。</translation>
    </message>
    <message>
        <source>The Village</source>
        <translation>インディアンの村</translation>
    </message>
    <message>
        <source>Instead of playing a character you may send Indians from your boats to one Village location. A circle takes one Indian; the Canoe and Horse locations take 1 to 3 Indians and repeat their trade that many times. Indians sent there leave your expedition; they stay until an Interpreter gathers them in the Powwow area.</source>
        <translation>人物カードをプレイする代わりに、ボートのインディアンコマを村アクションスペース 1 か所に置けます。円形のスペースには 1 個、カヌー製造と馬市場には 1～3 個置け、置いた数だけ交換を繰り返します。置いたインディアンコマは探検隊から離れ、通訳がパウワウエリアに集めるまでそこに残ります。</translation>
    </message>
    <message>
        <source>The Interpreter (per activation) gathers all Village and Newcomer Indians in the Powwow area, lets you take any number into your boats, discards the bottom Journal card and refills from the top, and puts a stock Indian on the Newcomer area.</source>
        <translation>通訳は 1 回につき、村と新参者エリアのインディアンコマをすべてパウワウエリアに集め、好きな数を自分のボートに載せます。次に遭遇日誌の一番下のカードを捨てて上から補充し、ストックのインディアンコマ 1 個を新参者エリアに置きます。</translation>
    </message>
    <message>
        <source>Recruitment</source>
        <translation>雇用</translation>
    </message>
    <message>
        <source>Once per turn, before or after your action, take a character from the Journal of Encounters: pay Equipment equal to its strength and Fur equal to its page (1 to 5). It goes straight into your hand.</source>
        <translation>1 手番に 1 回、必須アクションの前か後に、遭遇日誌から人物カードを 1 枚雇用できます。そのカードの強さと同じ数の装備品と、ページに示された数（1～5）の毛皮を支払います。雇用したカードはすぐに手札に加わります。</translation>
    </message>
    <message>
        <source>Discount: discard one card from your hand face up; the Equipment cost drops by that card&apos;s strength.</source>
        <translation>割引：手札を 1 枚表向きで捨てると、そのカードの強さの分だけ装備品のコストが減ります。</translation>
    </message>
    <message>
        <source>When a card leaves the Journal, the cards above it slide down (and get cheaper) and the top page is refilled from the deck. Discarded characters are out of the game; when the deck is empty, pages stay empty.</source>
        <translation>遭遇日誌からカードがなくなると、その上のカードが下にずれて（安くなり）、一番上のページに山札から補充します。捨てられた人物カードはゲームから除外され、山札がなくなったらページは空いたままになります。</translation>
    </message>
    <message>
        <source>Encampment and time lost</source>
        <translation>野営と時間損失</translation>
    </message>
    <message>
        <source>Once per turn you may camp. First the Indians on your cards return to your boats. Then count the time lost:</source>
        <translation>1 手番に 1 回、野営できます。まずカードの上のインディアンコマをボートに戻し、次に時間損失を数えます：</translation>
    </message>
    <message>
        <source>1 day per card left in your hand;</source>
        <translation>手札に残っているカード 1 枚につき 1；</translation>
    </message>
    <message>
        <source>boats with an hourglass: 1 day if they carry anything (marked 1) or 1 day per item (marked 1 each); other boats cost nothing.</source>
        <translation>砂時計の付いたボート：何か載っていれば 1（「1」の表示）、または載っている 1 個につき 1（「各1」の表示）。他のボートは時間損失なし。</translation>
    </message>
    <message>
        <source>Your Scout moves back that many spaces (passing to the next free space behind if it ends on an occupied one). If it is still ahead of your Camp, the Camp moves up to it; a Camp never moves back. Finally all cards of your Playing Area return to your hand.</source>
        <translation>偵察隊コマをその数だけ後退させます（他の偵察隊コマがいるマスで止まる場合は、さらに後ろの空いているマスへ）。偵察隊コマがまだ野営トークンより前にあれば、野営トークンをそこまで進めます。野営トークンが後退することはありません。最後に、プレイエリアのカードをすべて手札に戻します。</translation>
    </message>
    <message>
        <source>The Expedition Upgrade adds boat tiles: a small one that costs no time, or a larger one that costs 1 day when used.</source>
        <translation>探検隊の改善でボートタイルが増えます。小さいタイルは時間損失なし、大きいタイルは使うと時間損失 1 です。</translation>
    </message>
    <message>
        <source>The rearmost space</source>
        <translation>最後尾のマス</translation>
    </message>
    <message>
        <source>A Scout never goes back further than the rearmost space, five spaces behind Saint Louis. If your Scout ends an Encampment there, your expedition starts over: discard every recruited character, return all resources to the stock and all Indians to the Powwow area, and put your Scout back on Saint Louis. You keep your six starting cards.</source>
        <translation>偵察隊コマは、セントルイスの 5 マス後ろにある最後尾のマスより後ろには下がりません。野営の終了時に偵察隊コマがそこにあると、探検隊はやり直しです。雇用した人物カードをすべて捨て、資源はすべてストックに、インディアンコマはすべてパウワウエリアに戻し、偵察隊コマをセントルイスに戻します。初期人物カード 6 枚は残ります。</translation>
    </message>
    <message>
        <source>Solo game against Mackenzie</source>
        <translation>ソロゲーム（対マッケンジー）</translation>
    </message>
    <message>
        <source>Alone, you race Alexander Mackenzie. His Scout starts 0 to 7 spaces ahead of Saint Louis (the level chosen for the game) and moves one space after each of your turns, whatever the terrain. He is a Scout for every rule.</source>
        <translation>1 人で遊ぶときは、アレクサンダー・マッケンジーと競争します。マッケンジーのコマはセントルイスの 0～7 マス先（選んだレベル）から始まり、あなたの手番が終わるたびに地形に関係なく 1 マス進みます。すべてのルールで偵察隊コマとして扱います。</translation>
    </message>
    <message>
        <source>You win if your Camp reaches Fort Clatsop before he does. When you collect, each Village location holding an Indian adds its badge.</source>
        <translation>マッケンジーより先に野営トークンがクラットソップ砦に到達すれば勝利です。資源を獲得するときは、インディアンコマが置かれている村アクションスペースの資源バッジも数えます。</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>ゲームの終了</translation>
    </message>
    <message>
        <source>The game ends the moment a Camp reaches Fort Clatsop or a space beyond it; that player wins. Scouts beyond Fort Clatsop do not win: only the Camp counts.</source>
        <translation>野営トークンがクラットソップ砦またはその先のマスに到達した瞬間にゲームは終了し、そのプレイヤーが勝利します。偵察隊コマが砦を越えても勝利にはなりません。数えるのは野営トークンだけです。</translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>人物カード</translation>
    </message>
    <message>
        <source>Every player starts with the same six characters; the other 54 are met in the Journal of Encounters. Strength is the number of Indian icons; the badge counts for collection.</source>
        <translation>全員が同じ 6 枚の初期人物カードで始め、残りの 54 枚は遭遇日誌で出会います。強さはインディアンアイコンの数で、資源バッジは資源の獲得で数えます。</translation>
    </message>
    <message>
        <source>Starting characters</source>
        <translation>初期人物カード</translation>
    </message>
    <message>
        <source>Encountered characters</source>
        <translation>遭遇人物カード</translation>
    </message>
    <message>
        <source>Village locations</source>
        <translation>村アクションスペース</translation>
    </message>
    <message>
        <source>strength %1</source>
        <translation>強さ %1</translation>
    </message>
    <message>
        <source>badge: %1</source>
        <translation>資源バッジ：%1</translation>
    </message>
    <message>
        <source>no. %1</source>
        <translation>No. %1</translation>
    </message>
    <message>
        <source>permanent (∞)</source>
        <translation>常時（∞）</translation>
    </message>
    <message>
        <source>one circle (1 Indian)</source>
        <translation>円形スペース 1 つ（インディアンコマ 1 個）</translation>
    </message>
    <message>
        <source>two circles (1 Indian each)</source>
        <translation>円形スペース 2 つ（各 1 個）</translation>
    </message>
    <message>
        <source>open space (1 to 3 Indians at a time)</source>
        <translation>半円のスペース（一度に 1～3 個）</translation>
    </message>
    <message>
        <source>Learning and reviewing</source>
        <translation>遊び方を学ぶ・ゲームを振り返る</translation>
    </message>
    <message>
        <source>Help → Learn to play opens a guided first game: a prepared game of the real rules in which a note beside the board says what to do at each step and why, and lights what to click. Back and Skip chapter are always there; at the end a first game against the Easy bot begins.</source>
        <translation>ヘルプ → 遊び方を学ぶ は、案内付きの最初のゲームを開きます。本物のルールで用意されたゲームで、盤の横の説明が各ステップで何をするか、なぜそうするかを伝え、クリックする場所を光らせます。「戻る」と「章を飛ばす」はいつでも使えます。終わるとやさしいボットとの最初のゲームが始まります。</translation>
    </message>
    <message>
        <source>When a game ends, Review this game (also in the replay window, and Game → Review a saved game…) compares each of your decisions with what the Hard bot would have played from what you could see at that moment, and marks the few that cost you most: in turns to Fort Clatsop (Lewis &amp; Clark), towns (Elfenland) or points (Tiwanaku). Click a marked decision or a point of the chart to see that position on the board.</source>
        <translation>ゲームが終わったら「このゲームを振り返る」(リプレイ画面や ゲーム → 保存したゲームを振り返る… からも)で、あなたの各判断を、その時あなたに見えていた情報からむずかしいボットが選んだであろう手と比べ、最も損をした少数の判断に印を付けます。損失はクラットソップ砦までの手番数(ルイス＆クラーク)、町の数(エルフェンランド)、点数(ティワナク)で示します。印の付いた判断やグラフの点をクリックすると、その局面が盤に表示されます。</translation>
    </message>
    <message>
        <source>A review never uses cards, counters or tiles you could not see. It runs beside the game (the window stays usable, Cancel stops it) and is kept in the save file, so it opens at once the next time.</source>
        <translation>振り返りは、カードやタイルなど、その時あなたに見えなかったものを一切使いません。ゲームとは別に動き(ウィンドウはそのまま使え、キャンセルで止められます)、セーブファイルに保存されるので、次からはすぐに開きます。</translation>
    </message>
</context>
<context>
    <name>RulesReferenceDialog</name>
    <message>
        <source>Rules reference</source>
        <translation>ルールリファレンス</translation>
    </message>
</context>
<context>
    <name>SeatSummary</name>
    <message>
        <source>neighbour</source>
        <translation>隣のプレイヤー</translation>
    </message>
    <message>
        <source>The badges on this player&apos;s face-up characters count for your collections.</source>
        <translation>このプレイヤーの表向きの人物カードのバッジも、あなたの収集に数えられます。</translation>
    </message>
    <message>
        <source>To play</source>
        <translation>手番</translation>
    </message>
    <message>
        <source>Scout %1</source>
        <translation>偵察隊 %1</translation>
    </message>
    <message>
        <source>Scout on space %1</source>
        <translation>偵察隊コマ：マス %1</translation>
    </message>
    <message>
        <source>Camp %1</source>
        <translation>野営 %1</translation>
    </message>
    <message>
        <source>Camp on space %1</source>
        <translation>野営トークン：マス %1</translation>
    </message>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n 日</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Camping now would lose %n day(s)</source>
        <translation>
            <numerusform>今野営すると時間損失 %n 日</numerusform>
        </translation>
    </message>
    <message>
        <source>Indians in the boats: %1</source>
        <translation>ボートのインディアンコマ：%1</translation>
    </message>
    <message>
        <source>Boats %1/%2</source>
        <translation>ボート %1/%2</translation>
    </message>
    <message>
        <source>%1 resources carried; the resource boats hold %2</source>
        <translation>資源 %1 個を積載（資源用ボートの容量 %2）</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>手札 %1</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in hand</source>
        <translation>
            <numerusform>手札 %n 枚</numerusform>
        </translation>
    </message>
    <message>
        <source>Played %1</source>
        <translation>プレイ済 %1</translation>
    </message>
    <message numerus="yes">
        <source>%n character(s) in the playing area</source>
        <translation>
            <numerusform>プレイエリアの人物カード %n 枚</numerusform>
        </translation>
    </message>
    <message>
        <source>Recruited %1</source>
        <translation>雇用 %1</translation>
    </message>
    <message numerus="yes">
        <source>%n character(s) recruited from the Journal</source>
        <translation>
            <numerusform>遭遇日誌から雇用した人物 %n 人</numerusform>
        </translation>
    </message>
    <message>
        <source>Click to see %1&apos;s whole expedition board.</source>
        <translation>クリックすると %1 の探検隊ボード全体を表示します。</translation>
    </message>
</context>
<context>
    <name>Seats</name>
    <message>
        <source>Human</source>
        <translation>人間</translation>
    </message>
    <message>
        <source>Bot: random</source>
        <translation>ボット：ランダム</translation>
    </message>
    <message>
        <source>Bot: easy</source>
        <translation>ボット：やさしい</translation>
    </message>
    <message>
        <source>Bot: normal</source>
        <translation>ボット：ふつう</translation>
    </message>
    <message>
        <source>Bot: hard</source>
        <translation>ボット：むずかしい</translation>
    </message>
    <message>
        <source>Bot: %1</source>
        <translation>ボット：%1</translation>
    </message>
</context>
<context>
    <name>StatsWindow</name>
    <message>
        <source>The statistics database was damaged. It was kept as a backup next to the new one, and a new database was started.</source>
        <translation>統計データベースが壊れていました。壊れたファイルはバックアップとして新しいファイルの隣に残し、新しいデータベースを作成しました。</translation>
    </message>
    <message numerus="yes">
        <source>%n finished game(s); average length %1 turns.</source>
        <translation>
            <numerusform>終了したゲーム %n 件、平均 %1 手番。</numerusform>
        </translation>
    </message>
    <message>
        <source>No finished games yet. Games are counted here when they end.</source>
        <translation>終了したゲームはまだありません。ゲームは終了時にここで集計されます。</translation>
    </message>
    <message>
        <source>%1 %  (%2/%3)</source>
        <translation>%1 %  (%2/%3)</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>統計</translation>
    </message>
    <message>
        <source>Results by seat type (games with 2 or more players)</source>
        <translation>担当の種類別の成績（2 人以上のゲーム）</translation>
    </message>
    <message>
        <source>Human players</source>
        <translation>人間のプレイヤー</translation>
    </message>
    <message>
        <source>Fastest wins</source>
        <translation>最速の勝利</translation>
    </message>
    <message>
        <source>Solo games against Mackenzie</source>
        <translation>ソロゲーム（対マッケンジー）</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>担当</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>ゲーム数</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>勝利数</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>勝率</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>手番数</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>終了日時</translation>
    </message>
    <message>
        <source>Mackenzie level</source>
        <translation>マッケンジーのレベル</translation>
    </message>
    <message>
        <source>Win rate by seat type</source>
        <translation>担当の種類別の勝率</translation>
    </message>
    <message>
        <source>Game length, oldest game first</source>
        <translation>ゲームの長さ（古い順）</translation>
    </message>
    <message>
        <source>Win rate (%)</source>
        <translation>勝率（%）</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>更新</translation>
    </message>
</context>
<context>
    <name>SummaryCharts</name>
    <message>
        <source>Race</source>
        <translation>レース</translation>
    </message>
    <message>
        <source>Resources held</source>
        <translation>所持資源</translation>
    </message>
    <message>
        <source>Time lost at Encampments</source>
        <translation>野営での時間損失</translation>
    </message>
    <message>
        <source>Characters recruited</source>
        <translation>雇用した人物カード</translation>
    </message>
    <message>
        <source>Camp (solid) and Scout (dashed) of every expedition, round by round</source>
        <translation>各探検隊の野営トークン（実線）と偵察隊コマ（破線）、ラウンドごと</translation>
    </message>
    <message>
        <source>Resources each expedition held, round by round</source>
        <translation>各探検隊の所持資源、ラウンドごと</translation>
    </message>
    <message>
        <source>Days lost at each Encampment, in the order each expedition camped</source>
        <translation>野営ごとの時間損失（各探検隊が野営した順）</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>ラウンド</translation>
    </message>
    <message>
        <source>Encampment (1st, 2nd, …)</source>
        <translation>野営（1 回目、2 回目 …）</translation>
    </message>
    <message>
        <source>Days lost</source>
        <translation>時間損失</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>手番</translation>
    </message>
    <message>
        <source>Expedition</source>
        <translation>探検隊</translation>
    </message>
    <message>
        <source>Character</source>
        <translation>人物カード</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n day(s) in all)</source>
        <translation>
            <numerusform>%1（時間損失 計 %n）</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message numerus="yes">
        <source>Mackenzie reaches Fort Clatsop in %n turn(s) at most</source>
        <translation>
            <numerusform>マッケンジーがクラットソップ砦に着くまで最大 %n 手番</numerusform>
        </translation>
    </message>
    <message>
        <source>The pencil marks in this file could not be read (%1).</source>
        <translation>このファイルのメモは読み込めませんでした（%1）。</translation>
    </message>
</context>
<context>
    <name>Tiwanaku</name>
    <message>
        <source>Desert</source>
        <translation>砂漠</translation>
    </message>
    <message>
        <source>Grass</source>
        <translation>草原</translation>
    </message>
    <message>
        <source>Mountain</source>
        <translation>山岳</translation>
    </message>
    <message>
        <source>Swamp</source>
        <translation>沼地</translation>
    </message>
    <message>
        <source>D</source>
        <translation>砂</translation>
    </message>
    <message>
        <source>G</source>
        <translation>草</translation>
    </message>
    <message>
        <source>M</source>
        <translation>山</translation>
    </message>
    <message>
        <source>S</source>
        <translation>沼</translation>
    </message>
    <message>
        <source>Potato</source>
        <translation>ポテト</translation>
    </message>
    <message>
        <source>Coca</source>
        <translation>コカ</translation>
    </message>
    <message>
        <source>Chili</source>
        <translation>チリ</translation>
    </message>
    <message>
        <source>Corn</source>
        <translation>コーン</translation>
    </message>
    <message>
        <source>Quinoa</source>
        <translation>キヌア</translation>
    </message>
    <message>
        <source>north</source>
        <translation>北</translation>
    </message>
    <message>
        <source>east</source>
        <translation>東</translation>
    </message>
    <message>
        <source>south</source>
        <translation>南</translation>
    </message>
    <message>
        <source>west</source>
        <translation>西</translation>
    </message>
    <message>
        <source>Competitive</source>
        <translation>個人戦</translation>
    </message>
    <message>
        <source>Co-operative</source>
        <translation>協力戦</translation>
    </message>
    <message>
        <source>Solo</source>
        <translation>ソロ</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>イージー</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>ノーマル</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>エキスパート</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>ハード</translation>
    </message>
    <message>
        <source>Solo games against the automa</source>
        <translation>ソロゲーム（対オートマ）</translation>
    </message>
    <message>
        <source>Automa difficulty</source>
        <translation>オートマの難易度</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1(%2)</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1%2</translation>
    </message>
    <message>
        <source>P%1</source>
        <translation>P%1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
</context>
<context>
    <name>TiwanakuEnd</name>
    <message>
        <source>The team wins</source>
        <translation>チームの勝ち</translation>
    </message>
    <message>
        <source>The automa wins</source>
        <translation>オートマの勝ち</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Team score</source>
        <translation>チームの点数</translation>
    </message>
    <message>
        <source>Automa score</source>
        <translation>オートマの点数</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>順位</translation>
    </message>
    <message>
        <source>%1. (tie)</source>
        <translation>%1位(同点)</translation>
    </message>
    <message>
        <source>%1.</source>
        <translation>%1位</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>点数</translation>
    </message>
    <message>
        <source>Terrain markers</source>
        <translation>地形マーカー</translation>
    </message>
    <message>
        <source>%1 beats the automa, %2 points to %3.</source>
        <translation>%1の勝ち(%2点対オートマ%3点)。</translation>
    </message>
    <message>
        <source>The automa wins, %3 points to %2.</source>
        <translation>オートマの勝ち(%3点対%2点)。</translation>
    </message>
    <message>
        <source>The team wins, %1 points to the automa&apos;s %2.</source>
        <translation>チームの勝ち(%1点対オートマ%2点)。</translation>
    </message>
    <message>
        <source>The automa wins: the team tied at %1 points and needed more.</source>
        <translation>オートマの勝ち:チームは%1点で同点でしたが、勝つには上回る必要があります。</translation>
    </message>
    <message>
        <source>The automa wins, %2 points to the team&apos;s %1.</source>
        <translation>オートマの勝ち(%2点対チーム%1点)。</translation>
    </message>
    <message>
        <source>Shared win: %1, with %2 points each.</source>
        <translation>同点で勝利を分け合います:%1(各%2点)。</translation>
    </message>
    <message>
        <source>%1 wins with %2 points.</source>
        <translation>%1の勝ち(%2点)。</translation>
    </message>
</context>
<context>
    <name>TiwanakuMoves</name>
    <message>
        <source>divines %1 on %2: right, %3</source>
        <translation>%2を%1と占う:的中、%3点</translation>
    </message>
    <message>
        <source>divines %1 on %2: wrong, it is %3, %4</source>
        <translation>%2を%1と占う:外れ、正解は%3、%4点</translation>
    </message>
    <message>
        <source>plays a %1 tile, arrow %2</source>
        <translation>%1の地形タイルを出す、矢印%2</translation>
    </message>
    <message>
        <source>brings a pawn from the stack to %1</source>
        <translation>スタックのミープルを%1へ移動</translation>
    </message>
    <message>
        <source>moves the pawn on %1 to %2</source>
        <translation>%1のミープルを%2へ移動</translation>
    </message>
    <message>
        <source>takes the pawn on %1 back to the stack</source>
        <translation>%1のミープルをスタックに戻す</translation>
    </message>
    <message>
        <source>divines %1 on %2</source>
        <translation>%2を%1と占う</translation>
    </message>
    <message>
        <source>stops divining</source>
        <translation>占いをやめる</translation>
    </message>
    <message>
        <source>makes no offering</source>
        <translation>奉納しない</translation>
    </message>
    <message>
        <source>offers %1: %2</source>
        <translation>%1を奉納:%2点</translation>
    </message>
    <message>
        <source>passes for good</source>
        <translation>パス(以後は占わない)</translation>
    </message>
    <message>
        <source>passes</source>
        <translation>パス</translation>
    </message>
    <message>
        <source>plays a %1 tile</source>
        <translation>%1の地形タイルを出す</translation>
    </message>
    <message>
        <source>gives the %1 tile</source>
        <translation>%1の地形タイルを出す</translation>
    </message>
    <message>
        <source>lets another player give the %1 tile</source>
        <translation>%1の地形タイルは他のプレイヤーが出す</translation>
    </message>
    <message>
        <source>gives the tile</source>
        <translation>地形タイルを出す</translation>
    </message>
    <message>
        <source>lets another player give the tile</source>
        <translation>地形タイルは他のプレイヤーが出す</translation>
    </message>
    <message>
        <source>lets the automa pawn on %1 move first</source>
        <translation>%1のオートマのミープルを先に動かす</translation>
    </message>
    <message>
        <source>discovers %1 on %2: diversity %3</source>
        <translation>%2で%1を発見:多様性%3点</translation>
    </message>
    <message>
        <source>another player discovers %1 on %2: diversity %3</source>
        <translation>他のプレイヤーが%2で%1を発見:多様性%3点</translation>
    </message>
    <message>
        <source>the automa discovers %1 on %2 with %3: diversity %4, crop %5</source>
        <translation>オートマが%2で%1と%3を発見:多様性%4点、作物%5点</translation>
    </message>
    <message>
        <source>the automa pawn %1 goes %2 to %3</source>
        <translation>オートマのミープル%1が%2へ進み%3に止まる</translation>
    </message>
    <message>
        <source>the automa pawn %1 is blocked going %2</source>
        <translation>オートマのミープル%1は%2へ進めない</translation>
    </message>
    <message>
        <source>the automa offers its %1 tokens: %2</source>
        <translation>オートマが作物トークン%1個を奉納:%2点</translation>
    </message>
    <message>
        <source>player %1 offers %2 tokens: %3</source>
        <translation>プレイヤー%1が作物トークン%2個を奉納:%3点</translation>
    </message>
    <message>
        <source>the tokens still held are offered: %1</source>
        <translation>残った作物トークンを奉納:%1</translation>
    </message>
    <message>
        <source>player %1 cannot divine: passes</source>
        <translation>プレイヤー%1は占えるミープルがないのでパス</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>ゲーム終了</translation>
    </message>
</context>
<context>
    <name>TiwanakuOptions</name>
    <message>
        <source>Short (5×5)</source>
        <translation>短い面(5×5)</translation>
    </message>
    <message>
        <source>Long (5×9)</source>
        <translation>長い面(5×9)</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>モード</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>ボード</translation>
    </message>
    <message>
        <source>Map difficulty</source>
        <translation>マップの難易度</translation>
    </message>
    <message>
        <source>Automa difficulty</source>
        <translation>オートマの難易度</translation>
    </message>
    <message>
        <source>Scenario code</source>
        <translation>シナリオコード</translation>
    </message>
    <message>
        <source>empty: a new map from the game seed</source>
        <translation>空欄:ゲームのシードから新しいマップ</translation>
    </message>
    <message>
        <source>Open screens (teammates see each other&apos;s top tiles)</source>
        <translation>スクリーンを開く(仲間どうしで一番上のタイルが見える)</translation>
    </message>
    <message>
        <source>Not a scenario code like L-N-C-12345 (board S/L, difficulty E/N/H, mode C/O, a number).</source>
        <translation>L-N-C-12345 のようなシナリオコードではありません(ボード S/L、難易度 E/N/H、モード C/O、数字)。</translation>
    </message>
    <message>
        <source>This code is for another mode.</source>
        <translation>このコードは別のモード用です。</translation>
    </message>
</context>
<context>
    <name>TiwanakuRules</name>
    <message>
        <source>Short</source>
        <translation>短い面</translation>
    </message>
    <message>
        <source>Long</source>
        <translation>長い面</translation>
    </message>
    <message>
        <source>%1 (%2×%3)</source>
        <translation>%1（%2×%3）</translation>
    </message>
    <message>
        <source>Crop</source>
        <translation>作物</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>レベル</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>ボード</translation>
    </message>
    <message>
        <source>as few as possible</source>
        <translation>できるだけ少なく</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>プレイヤー数</translation>
    </message>
    <message>
        <source>Pawns each</source>
        <translation>1人のミープル</translation>
    </message>
    <message>
        <source>Automa difficulty</source>
        <translation>オートマの難易度</translation>
    </message>
    <message>
        <source>Solo</source>
        <translation>ソロ</translation>
    </message>
    <message>
        <source>%1 players (per pair)</source>
        <translation>%1人（1ペアごと）</translation>
    </message>
    <message>
        <source>%1 players</source>
        <translation>%1人</translation>
    </message>
    <message>
        <source>Automa pawns</source>
        <translation>オートマのミープル</translation>
    </message>
    <message>
        <source>Different crops offered</source>
        <translation>奉納する作物の種類</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>点数</translation>
    </message>
    <message>
        <source>Goal</source>
        <translation>目的</translation>
    </message>
    <message>
        <source>The board hides a map: every cell has a terrain and a crop, unknown at the start except on a few start cells. With your pawns you explore it, discover terrains and divine crops, working the map out by deduction.</source>
        <translation>ボードには隠れたマップがあります。どのマスにも地形と作物があり、いくつかのスタートのマスを除いて最初はわかりません。ミープルで探検して地形を発見し、作物を占い、推理でマップを解き明かします。</translation>
    </message>
    <message>
        <source>Points come from discoveries (diversity), right divinations and offerings of crop tokens. Everyone starts with %1 points; the highest score wins.</source>
        <translation>点数は発見（多様性）、当たった占い、作物トークンの奉納で得られます。全員%1点から始め、最も点数の多いプレイヤーの勝ちです。</translation>
    </message>
    <message>
        <source>The hidden map</source>
        <translation>隠れたマップ</translation>
    </message>
    <message>
        <source>An area is a group of orthogonally connected cells of one terrain, 1 to %1 cells. The terrains are Desert, Grass, Mountain and Swamp; a terrain may have several areas.</source>
        <translation>地形エリアは、同じ地形のマスが縦か横につながったまとまりで、1〜%1マスです。地形は砂漠、草原、山岳、沼地の4種類で、同じ地形のエリアが複数あることもあります。</translation>
    </message>
    <message>
        <source>Two areas of the same terrain never touch, not even at a corner.</source>
        <translation>同じ地形の別のエリアどうしは、縦・横・ナナメのどれでも接しません。</translation>
    </message>
    <message>
        <source>An area of N cells holds the crops of levels 1 to N, one each: every area has a Potato.</source>
        <translation>Nマスのエリアにはレベル1〜Nの作物が1つずつあります。どのエリアにもポテトがあります。</translation>
    </message>
    <message>
        <source>Two equal crops never touch, not even diagonally, whatever their areas.</source>
        <translation>同じ作物どうしは、エリアに関係なく縦・横・ナナメに隣接しません。</translation>
    </message>
    <message>
        <source>Every map has exactly one crop solution once its start cells and all its terrains are known, so every crop can be deduced.</source>
        <translation>どのマップも、スタートのマスとすべての地形がわかれば作物の配置がただ1通りに決まるので、すべての作物を推理で導けます。</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>セットアップ</translation>
    </message>
    <message>
        <source>The competitive game is played on the short or the long board. Each map is made by the application from the game seed (or from a scenario code); its difficulty sets how many start cells show their terrain and crop:</source>
        <translation>個人戦は短い面か長い面で遊びます。マップはゲームのシード（またはシナリオコード）からアプリケーションが作ります。マップの難易度によって、地形と作物が最初から見えているスタートのマスの数が決まります。</translation>
    </message>
    <message>
        <source>The terrain tiles still to discover wait on the diversity board, one column per terrain; their numbers are public. Each player puts their pawns in their stack and their four terrain markers at 0.</source>
        <translation>まだ発見されていない地形タイルは多様性ボードの地形ごとの列に置かれ、その数は全員に公開されています。各プレイヤーはミープルを自分のスタックに置き、4つの地形マーカーを0に置きます。</translation>
    </message>
    <message>
        <source>The supply holds as many tokens of each crop as there are players. The first player is chosen in the new-game dialog or at random; play goes clockwise.</source>
        <translation>サプライには各作物の作物トークンがプレイヤー数と同じ数だけあります。最初のプレイヤーは新しいゲームのダイアログで選ぶかランダムに決め、時計回りに進めます。</translation>
    </message>
    <message>
        <source>A turn</source>
        <translation>手番</translation>
    </message>
    <message>
        <source>On your turn take one action: Explore (move a pawn, then discover the cell if it stopped on an undiscovered one) or Divine. Then you may make one offering, except after a wrong divination.</source>
        <translation>手番ではアクションを1つ行います。発見（ミープルを移動し、まだ発見されていないマスに止まったらそのマスを発見する）か占いです。その後、1回奉納できます。ただし占いが外れた手番には奉納できません。</translation>
    </message>
    <message>
        <source>If you can neither move nor divine, you skip the action but may still offer.</source>
        <translation>移動も占いもできないときはアクションを飛ばしますが、奉納はできます。</translation>
    </message>
    <message>
        <source>Explore: moving a pawn</source>
        <translation>発見アクション: ミープルの移動</translation>
    </message>
    <message>
        <source>A pawn from your stack enters the board on any edge cell; entering is its first step.</source>
        <translation>スタックのミープルは外周の好きなマスからボードに入ります。入ることが最初の1歩です。</translation>
    </message>
    <message>
        <source>A pawn on the board moves orthogonally, one cell or more.</source>
        <translation>ボード上のミープルは縦か横に少なくとも1マス動きます。</translation>
    </message>
    <message>
        <source>In the competitive game a pawn may instead go back to your stack; that is the whole move, with no discovery.</source>
        <translation>個人戦では代わりにミープルをスタックに戻すこともできます。それだけで移動は終わり、発見はありません。</translation>
    </message>
    <message>
        <source>A pawn never enters a cell holding a pawn of another colour. A cell with a crop or with one of your own pawns is passed through: the pawn must step on, in any direction. It stops on the first cell it enters with neither a pawn nor a crop. It never visits a cell twice, never leaves the board and never ends on a crop or a pawn.</source>
        <translation>ほかの色のミープルがいるマスには入れません。作物トークンのあるマスや同じ色のミープルがいるマスは通過するだけで、どの方向でもよいのでさらに進まなければなりません。ミープルも作物もない最初のマスで止まります。同じマスを2回通ることはなく、ボードの外には出られず、作物やミープルのあるマスで止まることはありません。</translation>
    </message>
    <message>
        <source>Discovery and diversity</source>
        <translation>発見と多様性</translation>
    </message>
    <message>
        <source>When a pawn stops on an undiscovered cell, its terrain is revealed and a tile of that terrain is placed there. Raise your marker of that terrain one step on the diversity board, then score one point for each of your markers now at the same height as it, itself included (1 to 4 points).</source>
        <translation>ミープルがまだ発見されていないマスに止まると、その地形がわかり、その地形タイルを置きます。多様性ボードでその地形の自分の地形マーカーを1つ進め、そのマーカーと同じ高さにある自分の地形マーカーの数（そのマーカー自身を含む）だけ点数を得ます（1〜4点）。</translation>
    </message>
    <message>
        <source>A marker goes no higher than %1: a discovery of a terrain whose marker is already there scores exactly 1.</source>
        <translation>地形マーカーは%1より上には進みません。すでに%1にある地形を発見したときの点数は1点です。</translation>
    </message>
    <message>
        <source>Example: with Desert at 3, Grass 2, Mountain 1 and Swamp 2, a Mountain scores 3 (Grass, Mountain and Swamp at 2); a fourth Desert would score 1.</source>
        <translation>例:砂漠3、草原2、山岳1、沼地2のとき、山岳を発見すると3点（草原・山岳・沼地が2で並ぶ）、4つ目の砂漠なら1点です。</translation>
    </message>
    <message>
        <source>Divine</source>
        <translation>占い</translation>
    </message>
    <message>
        <source>Choose one of your pawns on a discovered cell without a crop and name a crop level from 1 to 5. The true crop is revealed and placed on the cell either way.</source>
        <translation>作物のない発見済みのマスにいる自分のミープルを1つ選び、作物のレベルを1〜5から1つ宣言します。当たっても外れても、本当の作物が公開されてそのマスに置かれます。</translation>
    </message>
    <message>
        <source>Right: score the level, and take that crop&apos;s token if you hold none of it and the supply has one. You may then divine with another eligible pawn, or stop.</source>
        <translation>当たり:そのレベルに等しい点数を得て、その作物トークンを持っておらずサプライにあれば1つ受け取ります。その後、占える別のミープルでさらに占うか、やめることができます。</translation>
    </message>
    <message>
        <source>Wrong: lose as many points as the true crop&apos;s level (not the level you named). Your turn ends there, with no offering.</source>
        <translation>外れ:宣言したレベルではなく、本当の作物のレベルに等しい点数を失います。手番はそこで終わり、奉納はできません。</translation>
    </message>
    <message>
        <source>Scores may go below zero.</source>
        <translation>点数はマイナスにもなります。</translation>
    </message>
    <message>
        <source>Offering</source>
        <translation>奉納</translation>
    </message>
    <message>
        <source>At the end of your turn you may offer crop tokens of different crops, once per turn; they go back to the supply. You never hold two tokens of the same crop.</source>
        <translation>手番の終わりに、種類の異なる作物トークンを奉納できます（1手番に1回）。奉納したトークンはサプライに戻ります。同じ作物のトークンを2つ持つことはありません。</translation>
    </message>
    <message>
        <source>End of the competitive game</source>
        <translation>個人戦のゲーム終了</translation>
    </message>
    <message>
        <source>Placing the last terrain tile starts the end; that player finishes the turn, offering included.</source>
        <translation>最後の地形タイルが置かれるとゲームの終わりが始まります。そのプレイヤーは奉納も含めて手番を最後まで行います。</translation>
    </message>
    <message>
        <source>Then, starting with that player and going round, each player still in either divines again or passes for good; a wrong guess, or having no pawn to divine with, counts as passing. Pawns no longer move and nobody offers. When everyone has passed, each player offers all their tokens automatically.</source>
        <translation>続いてそのプレイヤーからターン順に、まだ残っているプレイヤーはもう一度占うか、パスします（パスすると以後は占えません）。外れた場合や占えるミープルがない場合もパスになります。ミープルはもう動かず、誰も奉納しません。全員がパスしたら、各プレイヤーは持っている作物トークンをすべて自動的に奉納します。</translation>
    </message>
    <message>
        <source>The highest score wins; tied players share the win.</source>
        <translation>最も点数の多いプレイヤーの勝ちです。同点なら勝利を分け合います。</translation>
    </message>
    <message>
        <source>Co-operative game</source>
        <translation>協力戦</translation>
    </message>
    <message>
        <source>%1 to %2 players play together against the automa, on the long board. With four players two pairs are formed: partners share a pawn colour and sit alternately, and both pairs are one team. The team has one score and one pool of tokens; the supply holds %3 tokens of each crop.</source>
        <translation>%1〜%2人が協力してオートマと対戦します。ボードは長い面を使います。4人のときは2人ずつのペアになり、ペアの2人は同じ色のミープルを使い、ペアが交互になるように座ります。両ペアは同じチームです。チームの点数と作物トークンは1つにまとめます。サプライには各作物の作物トークンが%3個ずつあります。</translation>
    </message>
    <message>
        <source>The terrain tiles to discover are dealt out as evenly as possible; each player keeps them in four stacks, one per terrain, arrow side up, and sees only the top tile of their own stacks (all tops are shown with the “open screens” option). Pawns per player and the automa&apos;s pawns depend on the automa difficulty:</source>
        <translation>発見する地形タイルをできるだけ均等に全員に配ります。各プレイヤーは地形ごとに4つのスタックにして矢印を上にして持ち、見えるのは自分のスタックの一番上のタイルだけです（「スクリーンを開く」オプションでは全員の一番上が見えます）。各プレイヤーとオートマのミープルの数はオートマの難易度で決まります。</translation>
    </message>
    <message>
        <source>A co-operative turn:</source>
        <translation>協力戦の手番:</translation>
    </message>
    <message>
        <source>Play the top tile of one of your stacks onto its column of the diversity board; its arrow is this turn&apos;s direction. Without tiles you cannot Explore this turn.</source>
        <translation>自分のスタックの1つから一番上の地形タイルを、多様性ボードの対応する列に置きます。その矢印がこの手番の方向です。地形タイルがなければ、この手番は発見アクションを行えません。</translation>
    </message>
    <message>
        <source>Take one action. Explore: the first step goes in the arrow&apos;s direction (a pawn from the stack enters on the side the arrow points away from: with an arrow pointing north, on the bottom row); then the usual movement rules apply, and no pawn goes back to the stack. Divine: as usual, for the team.</source>
        <translation>アクションを1つ行います。発見:最初の1歩は矢印の方向に進みます（スタックのミープルは矢印と反対側の辺から入ります。矢印が北なら一番下の行です）。その後は通常の移動ルールに従い、ミープルをスタックに戻すことはできません。占い:通常どおりで、チームのために行います。</translation>
    </message>
    <message>
        <source>A discovery takes the top tile of that terrain&apos;s column. If the column is empty, a player gives a tile of that terrain from their stacks: the active player chooses who (by default the one holding most).</source>
        <translation>発見したら、その地形の列の一番上のタイルを使います。列が空なら、誰かが自分のスタックからその地形タイルを出します。誰が出すかは手番のプレイヤーが決めます（既定は一番多く持っているプレイヤー）。</translation>
    </message>
    <message>
        <source>After every Explore the automa reacts; never after Divine.</source>
        <translation>発見アクションのたびにオートマが反応します。占いの後には反応しません。</translation>
    </message>
    <message>
        <source>Offering: each time the team offers, the automa offers all its tokens too.</source>
        <translation>奉納:チームが奉納するたびに、オートマも持っている作物トークンをすべて奉納します。</translation>
    </message>
    <message>
        <source>The automa</source>
        <translation>オートマ</translation>
    </message>
    <message>
        <source>The automa&apos;s pawns start on fixed start cells of the map. Its score starts at %1, plus the crop level of each of those cells and the diversity of their terrains, counted column by column from the left.</source>
        <translation>オートマのミープルはマップで決められたスタートのマスに置かれます。オートマの点数は%1点に、それらのマスの作物のレベルと、その地形による多様性の点数を加えたものから始まります（左の列から順に数えます）。</translation>
    </message>
    <message>
        <source>After each Explore, every automa pawn in the row or the column where the moved pawn stopped moves once, the nearest first (the active player orders equal distances). It goes straight away from that pawn, passing over crops and other automa pawns, and stops on the first cell with neither a crop nor a pawn. If it would first meet a player&apos;s pawn or the edge of the board, it is blocked and stays where it is.</source>
        <translation>発見アクションのたびに、移動したミープルが止まった行と列にいるオートマのミープルが、近いものから順に1回ずつ移動します（同じ距離のものの順番は手番のプレイヤーが決めます）。オートマはそのミープルから離れる方向にまっすぐ進み、作物やほかのオートマは通過して、作物もミープルもない最初のマスで止まります。その前にプレイヤーのミープルかボードの端に当たるときは、動かずにその場に残ります。</translation>
    </message>
    <message>
        <source>An automa pawn that stops on an undiscovered cell discovers it: it scores diversity with its own markers, then the crop is revealed; the automa scores its level and takes its token if it has none.</source>
        <translation>オートマのミープルがまだ発見されていないマスに止まると、そのマスを発見します。オートマ自身の地形マーカーで多様性の点数を得て、次に作物が公開され、そのレベルの点数と、持っていなければその作物トークンを得ます。</translation>
    </message>
    <message>
        <source>End of the co-operative game</source>
        <translation>協力戦のゲーム終了</translation>
    </message>
    <message>
        <source>The game ends at the end of a turn after which no player holds a tile. The team makes a last offering, then the automa offers. The automa scores one point for each cell without a terrain tile.</source>
        <translation>手番の終わりに誰も地形タイルを持っていなければ、ゲームは終わります。チームが最後の奉納を行い、続いてオートマが奉納します。オートマは地形タイルが置かれていないマス1つにつき1点を得ます。</translation>
    </message>
    <message>
        <source>The team wins only with more points than the automa: a tie goes to the automa.</source>
        <translation>チームの点数がオートマより多いときだけチームの勝ちです。同点ならオートマの勝ちです。</translation>
    </message>
    <message>
        <source>Solo is the co-operative game for one player against the automa, on the long board: every tile is dealt to you and you see the top of each of your stacks. Your pawns and the automa&apos;s are in the table of the co-operative game.</source>
        <translation>ソロは1人で遊ぶ協力戦で、長い面でオートマと対戦します。地形タイルはすべて自分に配られ、各スタックの一番上が見えます。自分とオートマのミープルの数は協力戦の表のとおりです。</translation>
    </message>
</context>
<context>
    <name>TiwanakuTable</name>
    <message>
        <source>%1, height %2: %3</source>
        <translation>%1・高さ%2：%3</translation>
    </message>
    <message>
        <source>%1, not yet on the column: %2</source>
        <translation>%1・まだ列に置かれていない：%2</translation>
    </message>
    <message>
        <source>No %1 tile</source>
        <translation>%1の地形タイルなし</translation>
    </message>
    <message>
        <source>%1 × %2, arrow hidden</source>
        <translation>%1 × %2、矢印は非公開</translation>
    </message>
    <message>
        <source>%1 × %2, top arrow %3</source>
        <translation>%1 × %2、一番上の矢印 %3</translation>
    </message>
    <message>
        <source>Players and scores</source>
        <translation>プレイヤーと点数</translation>
    </message>
    <message>
        <source>Diversity board (tiles left, terrain markers)</source>
        <translation>多様性ボード(残りタイル、地形マーカー)</translation>
    </message>
    <message>
        <source>Crop tokens</source>
        <translation>作物トークン</translation>
    </message>
    <message>
        <source>Terrain tiles in hand</source>
        <translation>手元の地形タイル</translation>
    </message>
    <message>
        <source>Supply:</source>
        <translation>サプライ:</translation>
    </message>
    <message>
        <source>Practice: show what can be deduced</source>
        <translation>練習:推理できる作物を表示</translation>
    </message>
    <message>
        <source>Offering 1-5 tokens scores %1; held: %2</source>
        <translation>奉納1〜5個の点数 %1(所持 %2個)</translation>
    </message>
    <message>
        <source>The automa&apos;s reaction:</source>
        <translation>オートマの反応:</translation>
    </message>
    <message>
        <source>%1%2 [%3]: stack %4</source>
        <translation>%1%2 [%3]:スタック %4</translation>
    </message>
    <message>
        <source>%1%2 [%3]: %4 points, stack %5, tokens %6</source>
        <translation>%1%2 [%3]:%4点、スタック %5、トークン %6</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>チーム</translation>
    </message>
    <message>
        <source>%1 [T]: %2 points, tokens %3</source>
        <translation>%1 [T]:%2点、トークン %3</translation>
    </message>
    <message>
        <source>Automa [A]</source>
        <translation>オートマ [A]</translation>
    </message>
    <message>
        <source>Automa [A]: %1 points, tokens %2</source>
        <translation>オートマ [A]:%1点、トークン %2</translation>
    </message>
    <message>
        <source>Competitive</source>
        <translation>個人戦</translation>
    </message>
    <message>
        <source>Co-operative</source>
        <translation>協力戦</translation>
    </message>
    <message>
        <source>Solo</source>
        <translation>ソロ</translation>
    </message>
    <message>
        <source>%1 — scenario %2</source>
        <translation>%1 — シナリオ %2</translation>
    </message>
    <message>
        <source>Pale tiles and crops in dashed frames were never discovered.</source>
        <translation>点線で囲まれた淡い地形と作物は、誰も発見しなかったものです。</translation>
    </message>
    <message>
        <source>This turn&apos;s arrow: %1</source>
        <translation>この手番の矢印:%1</translation>
    </message>
    <message>
        <source>Game over.</source>
        <translation>ゲーム終了。</translation>
    </message>
    <message>
        <source>%1&apos;s turn.</source>
        <translation>%1の手番です。</translation>
    </message>
    <message>
        <source>%1: play a terrain tile (its arrow gives this turn&apos;s direction).</source>
        <translation>%1:地形タイルを1枚出してください(矢印がこの手番の方向になります)。</translation>
    </message>
    <message>
        <source>%1: pick a pawn (or the stack), then a highlighted cell; or pick a pawn on a terrain without a crop to divine.</source>
        <translation>%1:ミープル(またはスタック)を選び、光っているマスを選んでください。作物のない地形にいるミープルを選ぶと占いができます。</translation>
    </message>
    <message>
        <source>%1: right! Divine again with another pawn, or stop.</source>
        <translation>%1:的中!別のミープルでもう一度占うか、やめてください。</translation>
    </message>
    <message>
        <source>%1: final divinations. Divine with a pawn, or pass for good.</source>
        <translation>%1:最後の占い。ミープルで占うか、パスしてください(以後は占えません)。</translation>
    </message>
    <message>
        <source>%1: tick the tokens to offer, or make no offering.</source>
        <translation>%1:奉納する作物トークンを選ぶか、奉納しないを選んでください。</translation>
    </message>
    <message>
        <source>%1: who gives the discovered terrain&apos;s tile?</source>
        <translation>%1:発見した地形のタイルを誰が出しますか?</translation>
    </message>
    <message>
        <source>%1: these automa pawns are equally near. Which moves first?</source>
        <translation>%1:同じ距離のオートマのミープルがあります。どれを先に動かしますか?</translation>
    </message>
    <message>
        <source>%1: arrow %2. Pick a pawn (or the stack), then the highlighted cell; or pick a pawn on a terrain without a crop to divine.</source>
        <translation>%1:矢印は%2。ミープル(またはスタック)を選び、光っているマスを選んでください。作物のない地形にいるミープルを選ぶと占いができます。</translation>
    </message>
    <message>
        <source>%1: a single token scores nothing when offered. Make no offering, or offer it anyway?</source>
        <translation>%1:トークン1個の奉納は0点です。奉納しないか、それでも奉納するかを選んでください。</translation>
    </message>
    <message>
        <source>%1: click a highlighted cell to bring a pawn there from the stack.</source>
        <translation>%1:光っているマスをクリックすると、スタックからミープルをそこへ出します。</translation>
    </message>
    <message>
        <source>%1: click a highlighted cell to move this pawn there, or a crop next to its cell to divine it.</source>
        <translation>%1:光っているマスをクリックするとこのミープルがそこへ移動します。マスの隣の作物をクリックすると占います。</translation>
    </message>
    <message>
        <source>%1: click a highlighted cell to move this pawn there.</source>
        <translation>%1:光っているマスをクリックすると、このミープルがそこへ移動します。</translation>
    </message>
    <message>
        <source>%1: click a crop next to this pawn&apos;s cell to divine it.</source>
        <translation>%1:このミープルのマスの隣に出た作物から、占う作物をクリックしてください。</translation>
    </message>
    <message>
        <source>Pawn from the stack (%1)</source>
        <translation>スタックのミープル(%1)</translation>
    </message>
    <message>
        <source>Back to the stack</source>
        <translation>スタックに戻す</translation>
    </message>
    <message>
        <source>Stop divining</source>
        <translation>占いをやめる</translation>
    </message>
    <message>
        <source>Pass for good</source>
        <translation>パス(以後占わない)</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>パス</translation>
    </message>
    <message>
        <source>Offer %1 tokens: %2</source>
        <translation>%1個を奉納:%2点</translation>
    </message>
    <message>
        <source>No offering</source>
        <translation>奉納しない</translation>
    </message>
    <message>
        <source>%1 gives the %2 tile</source>
        <translation>%1が%2のタイルを出す</translation>
    </message>
    <message>
        <source>Automa pawn on %1</source>
        <translation>%1のオートマ</translation>
    </message>
    <message>
        <source>Pencil</source>
        <translation>メモ</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>点数</translation>
    </message>
    <message>
        <source>Marks with = the crops that follow from what everyone can see. A game where it was used is not counted in the statistics.</source>
        <translation>全員に見えている情報から決まる作物を = で示します。これを使ったゲームは統計に数えません。</translation>
    </message>
    <message>
        <source>Pencil mode: a click on a cell notes candidate crops and terrains (a right click always does).</source>
        <translation>メモモード:マスをクリックすると作物と地形の候補をメモできます(右クリックはいつでもメモ)。</translation>
    </message>
    <message>
        <source>That is not possible now.</source>
        <translation>今はそれはできません。</translation>
    </message>
    <message>
        <source>Tiles are played at the start of your turn.</source>
        <translation>地形タイルは手番の最初に出します。</translation>
    </message>
    <message>
        <source>You can only play your own tiles.</source>
        <translation>出せるのは自分の地形タイルだけです。</translation>
    </message>
    <message>
        <source>You hold no %1 tile.</source>
        <translation>%1の地形タイルを持っていません。</translation>
    </message>
    <message>
        <source>It is not your turn to act.</source>
        <translation>今はあなたの手番ではありません。</translation>
    </message>
    <message>
        <source>Choose one of the highlighted automa pawns.</source>
        <translation>光っているオートマのミープルから選んでください。</translation>
    </message>
    <message>
        <source>Answer the question above first.</source>
        <translation>先に上の質問に答えてください。</translation>
    </message>
    <message>
        <source>This pawn cannot divine now: its cell has a crop or no terrain yet.</source>
        <translation>このミープルは今は占えません:作物があるか、地形がまだわかっていないマスです。</translation>
    </message>
    <message>
        <source>This pawn can neither move nor divine now.</source>
        <translation>このミープルは今は移動も占いもできません。</translation>
    </message>
    <message>
        <source>Only your pawns on a terrain without a crop can divine now.</source>
        <translation>今占えるのは、作物のない地形にいる自分のミープルだけです。</translation>
    </message>
    <message>
        <source>That pawn cannot reach %1 and stop there.</source>
        <translation>そのミープルは%1まで移動して止まることができません。</translation>
    </message>
    <message>
        <source>That is the automa&apos;s pawn.</source>
        <translation>それはオートマのミープルです。</translation>
    </message>
    <message>
        <source>That pawn is not yours.</source>
        <translation>それはあなたのミープルではありません。</translation>
    </message>
    <message>
        <source>Pick one of your pawns or the stack first.</source>
        <translation>先に自分のミープルかスタックを選んでください。</translation>
    </message>
    <message>
        <source>Pencil marks belong to a player: none while the screen is covered.</source>
        <translation>メモはプレイヤーごとのものです。画面が隠れている間は使えません。</translation>
    </message>
    <message>
        <source>This cell&apos;s crop is known.</source>
        <translation>このマスの作物はわかっています。</translation>
    </message>
    <message>
        <source>Candidate crops on %1</source>
        <translation>%1の作物の候補</translation>
    </message>
    <message>
        <source>Terrain guesses</source>
        <translation>地形の予想</translation>
    </message>
    <message>
        <source>Clear the marks</source>
        <translation>メモを消す</translation>
    </message>
</context>
<context>
    <name>TownsChart</name>
    <message>
        <source>Towns collected per round</source>
        <translation>ラウンドごとの集めた町マーカー</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>ラウンド</translation>
    </message>
    <message>
        <source>Towns collected</source>
        <translation>集めた町マーカー</translation>
    </message>
</context>
<context>
    <name>Tutorial</name>
    <message>
        <source>Read the step, then click %1.</source>
        <translation>説明を読んでから「%1」をクリックしてください。</translation>
    </message>
    <message>
        <source>Well done</source>
        <translation>よくできました</translation>
    </message>
    <message>
        <source>You have finished the tutorial. Click Finish: a game of your own against the Easy bot starts, and you play %1 again (or, if you left a game to come here, that game comes back).</source>
        <translation>チュートリアルを終えました。「終了」をクリックすると、やさしいレベルのボットとの対戦が始まります。あなたは今回も%1です(チュートリアルの前に遊んでいたゲームがあれば、そのゲームに戻ります)。</translation>
    </message>
    <message>
        <source>Finish</source>
        <translation>終了</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>次へ</translation>
    </message>
    <message>
        <source>Next: %1 plays</source>
        <translation>次へ: %1の手番</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>戻る</translation>
    </message>
    <message>
        <source>Skip chapter</source>
        <translation>章を飛ばす</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>やめる</translation>
    </message>
    <message>
        <source>The step before (the table as it was then)</source>
        <translation>前のステップへ（そのときの盤面に戻ります）</translation>
    </message>
    <message>
        <source>Go to the next chapter</source>
        <translation>次の章へ進みます</translation>
    </message>
    <message>
        <source>End the tutorial</source>
        <translation>チュートリアルを終えます</translation>
    </message>
    <message>
        <source>%1 — step %2 of %3</source>
        <translation>%1 — ステップ %2/%3</translation>
    </message>
</context>
</TS>
