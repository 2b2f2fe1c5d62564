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
