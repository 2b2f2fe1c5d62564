Feature: Annie Flash, the Veteran: if cast, it returns a permanent card with mana value 3 or less from the graveyard
  Annie Flash, the Veteran {3}{R}{G}{W} — Legendary Creature — Human Rogue 4/5: Flash. When Annie Flash enters,
  if you cast it, return target permanent card with mana value 3 or less from your graveyard to the battlefield
  tapped. Whenever Annie Flash becomes tapped, exile the top two cards of your library. You may play those cards
  this turn. (That last ability is declared not modelled: "becomes tapped" isn't an event of the reference
  engine; its ruling stays pending.)

  Rulings: features/otj.rulings.json (2024-04-12), single source (wingedsheep/argentum-engine card
  definitions). The rulings call the enters ability Annie Flash's "second ability": Flash is its first. CR 603.4
  (an intervening "if" clause), 601.2i (a cast spell), 110.4a and 300.1 (permanent cards), 202.3 and 107.3
  ({X} is 0 outside the stack), 603.3d (no legal target: the ability is removed from the stack).

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice has Annie Flash, the Veteran in her hand

  @ruling:47afd3690674 @cr:603.4 @cr:601.2i
  Rule: The enters ability triggers only if Annie Flash was cast
    Annie Flash's second ability triggers if you cast it from any zone. It doesn't trigger if you put Annie Flash
    onto the battlefield without casting it.

    @id:otj-annie-flash-cast-returns-card
    Scenario: Alice casts Annie Flash: Grizzly Bears returns from her graveyard to the battlefield tapped
      Given Alice has Grizzly Bears in her graveyard
      And Alice has {R}{G}{W}{C}{C}{C} in her mana pool
      And Alice will choose Grizzly Bears as targets
      When Alice casts Annie Flash, the Veteran from her hand
      And all players pass priority
      Then the triggered abilities put on the stack are 1 from Annie Flash, the Veteran
      When all players pass priority until the stack is empty
      Then Alice controls Grizzly Bears
      And Grizzly Bears is tapped

    @id:otj-annie-flash-put-onto-battlefield-no-trigger
    Scenario: An effect puts Annie Flash onto the battlefield without casting it: nothing triggers
      Given Alice has Grizzly Bears in her graveyard
      When an effect puts Annie Flash, the Veteran from Alice's hand onto the battlefield under her control
      Then no triggered ability is put on the stack
      And Alice has Grizzly Bears in her graveyard

  @ruling:e159e10bef96 @cr:110.4a @cr:300.1
  Rule: A permanent card is an artifact, battle, creature, enchantment, land or planeswalker card
    A permanent card is an artifact, battle, creature, enchantment, land, or planeswalker card.

    @id:otj-annie-flash-land-is-permanent-card
    Scenario: A Forest in Alice's graveyard is a permanent card: it returns tapped
      Given Alice has Forest in her graveyard
      And Alice has {R}{G}{W}{C}{C}{C} in her mana pool
      And Alice will choose Forest as targets
      When Alice casts Annie Flash, the Veteran from her hand
      And all players pass priority until the stack is empty
      Then Alice controls Forest
      And Forest is tapped

    @id:otj-annie-flash-instant-not-permanent-card
    Scenario: Lightning Bolt, an instant card, isn't a permanent card: with only it in the graveyard the ability is removed
      Given Alice has Lightning Bolt in her graveyard
      And Alice has {R}{G}{W}{C}{C}{C} in her mana pool
      When Alice casts Annie Flash, the Veteran from her hand
      And all players pass priority
      Then no triggered ability is put on the stack
      And Alice has Lightning Bolt in her graveyard

  @ruling:4a287ff41879 @cr:202.3 @cr:107.3
  Rule: In the graveyard, {X} is 0: a card costing {X}{X} has mana value 0
    If the mana cost of a card in your graveyard includes {X}, X is 0 for the purpose of determining its mana
    value.

    @id:otj-annie-flash-x-card-is-mana-value-zero
    Scenario: Hangarback Walker ({X}{X}) in the graveyard has mana value 0: it is a legal target and returns
      Given Alice has Hangarback Walker in her graveyard
      And Alice has {R}{G}{W}{C}{C}{C} in her mana pool
      And Alice will choose Hangarback Walker as targets
      When Alice casts Annie Flash, the Veteran from her hand
      And all players pass priority
      Then the triggered abilities put on the stack are 1 from Annie Flash, the Veteran

    @id:otj-annie-flash-mana-value-four-not-target
    Scenario: Vincent Valentine ({2}{B}{B}, mana value 4) isn't a legal target: the ability is removed
      Given Alice has Vincent Valentine in her graveyard
      And Alice has {R}{G}{W}{C}{C}{C} in her mana pool
      When Alice casts Annie Flash, the Veteran from her hand
      And all players pass priority
      Then no triggered ability is put on the stack
      And Alice has Vincent Valentine in her graveyard

  @ruling:b74b38a5db17 @cr:701.26a @cr:305.1 @cr:601.2h
  Rule: Annie Flash becoming tapped exiles the top two cards; they are played with the normal timing and costs
    You pay all costs and follow all normal timing rules for cards played from exile with Annie Flash's last
    ability. For example, if the exiled card is a land card, you may play it only during your main phase while
    the stack is empty.

    @id:otj-annie-flash-tapped-by-attack-timing
    Scenario: Annie Flash attacks and becomes tapped: the exiled Forest can't be played in combat, only in Alice's main phase
      Given Alice controls Annie Flash, the Veteran
      And Alice's library, from the top, is Forest, Lightning Bolt and Plains
      When Alice attacks with Annie Flash, the Veteran
      Then the triggered abilities put on the stack are 1 from Annie Flash, the Veteran
      When all players pass priority until the stack is empty
      Then Forest and Lightning Bolt are in exile
      When Alice tries to play Forest from exile
      Then that is rejected by rule 305.1
      When Alice tries to cast Lightning Bolt from exile
      Then that is rejected by rule 601.2h
      When the game advances to Alice's postcombat main phase
      And Alice plays Forest from exile
      Then Alice controls Forest

    @id:otj-annie-flash-tapped-in-main-phase
    Scenario: Giant Killer taps Annie Flash in Alice's main phase: once the stack is empty she plays the exiled Forest
      Given Alice controls Annie Flash, the Veteran and Giant Killer
      And Alice has {W}{C} in her mana pool
      And Alice's library, from the top, is Forest, Lightning Bolt and Plains
      And Alice will choose Annie Flash, the Veteran as targets
      When Alice activates Giant Killer's "{1}{W}, {T}: Tap target creature." ability
      And all players pass priority
      Then the triggered abilities put on the stack are 1 from Annie Flash, the Veteran
      When all players pass priority until the stack is empty
      And Alice plays Forest from exile
      Then Alice controls Forest
      And Annie Flash, the Veteran is tapped
