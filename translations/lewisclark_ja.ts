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
        <source>Indians in the stock, not yet in play</source>
        <translation>ストックのインディアンコマ（まだ場に出ていない）</translation>
    </message>
    <message>
        <source>Journal of Encounters</source>
        <translation>遭遇日誌</translation>
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
        <source>%1 %2–%3 (%4)</source>
        <translation>%1 %2–%3(%4)</translation>
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
        <source>Travel along %1</source>
        <translation>%1 を移動</translation>
    </message>
    <message>
        <source>caravan: %1</source>
        <translation>キャラバン: %1</translation>
    </message>
    <message>
        <source>Travel from %1 to %2 by %3, paying %4</source>
        <translation>%1 から %2 へ %3 で移動(支払い: %4)</translation>
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
        <source>%1 caravan: %2</source>
        <translation>%1 キャラバン: %2</translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <translation>%1(%2): %3</translation>
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
        <source>%1 is water: counters and obstacles go on roads only.</source>
        <translation>%1 は水路です。移動タイルと障害物タイルは道路にだけ置けます。</translation>
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
    <message numerus="yes">
        <source>Camp now: %n day(s) lost</source>
        <translation>
            <numerusform>今野営すると時間損失 %n</numerusform>
        </translation>
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
        <source>Replay</source>
        <translation>リプレイ</translation>
    </message>
    <message>
        <source>There is no replay for this game yet.</source>
        <translation>このゲームのリプレイはまだありません。</translation>
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
        <source>the last move revealed a hidden card</source>
        <translation>直前の操作で伏せられていたカードが公開されました</translation>
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
    <name>TiwanakuTable</name>
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
        <source>Terrain tiles (co-op)</source>
        <translation>地形タイル(協力戦)</translation>
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
        <source>Marks with = the crops that follow from what everyone can see.</source>
        <translation>全員に見えている情報から決まる作物を = で示します。</translation>
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
        <source>Team [T]: %1 points, tokens %2</source>
        <translation>チーム [T]:%1点、トークン %2</translation>
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
</TS>
